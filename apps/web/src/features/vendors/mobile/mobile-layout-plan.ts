import type { StorefrontLayout } from '@souq/domain/vendor-theme';

type Part = 'images' | 'card' | 'products';

interface MobilePlan {
  /** The order of the three parts of the phone page. */
  order: readonly Part[];
}

/**
 * Each stored layout on the phone: the same three parts as the spec's mobile vendor page, in the
 * order that echoes the web design of that name. The products stay the spec's two-column grid
 * (spec discovery §2 "Vendor storefront", its mobile page) in every layout.
 */
export const mobileLayoutPlans: Record<StorefrontLayout, MobilePlan> = {
  large_hero_section: { order: ['images', 'card', 'products'] },
  product_carousel_focus: { order: ['card', 'products', 'images'] },
  alternating_light_beam: { order: ['card', 'images', 'products'] },
  visual_wall: { order: ['images', 'products', 'card'] },
  stacked_story_view: { order: ['images', 'card', 'products'] },
  large_product_cards: { order: ['card', 'products', 'images'] },
  modern: { order: ['card', 'images', 'products'] },
  classic: { order: ['card', 'products', 'images'] },
  minimal: { order: ['card', 'products', 'images'] },
  colorful: { order: ['images', 'products', 'card'] },
};
