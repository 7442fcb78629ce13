import type { StorefrontLayout } from '@souq/domain/vendor-theme';
import type { ComponentType } from 'react';
import type { StorefrontProps } from '../storefront-props';
import { AlternatingLightBeam } from './alternating-light-beam';
import { LargeHeroSection } from './large-hero-section';
import { LargeProductCards } from './large-product-cards';
import { ProductCarouselFocus } from './product-carousel-focus';
import { StackedStoryView } from './stacked-story-view';
import { VisualWall } from './visual-wall';

/** The six storefront designs (spec: Vendor storefront), one per layout name. */
export const storefrontLayoutComponents: Record<
  StorefrontLayout,
  ComponentType<StorefrontProps>
> = {
  large_hero_section: LargeHeroSection,
  product_carousel_focus: ProductCarouselFocus,
  alternating_light_beam: AlternatingLightBeam,
  visual_wall: VisualWall,
  stacked_story_view: StackedStoryView,
  large_product_cards: LargeProductCards,
};
