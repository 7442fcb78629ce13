import type { StorefrontLayout } from '@souq/domain/vendor-theme';
import type { ComponentType } from 'react';
import type { StorefrontProps } from '../storefront-props';
import { AlternatingLightBeam } from './alternating-light-beam';
import { Classic } from './classic';
import { Colorful } from './colorful';
import { LargeHeroSection } from './large-hero-section';
import { LargeProductCards } from './large-product-cards';
import { Minimal } from './minimal';
import { Modern } from './modern';
import { ProductCarouselFocus } from './product-carousel-focus';
import { StackedStoryView } from './stacked-story-view';
import { VisualWall } from './visual-wall';

/** One design per stored layout name (spec: Vendor storefront), the four legacy names too. */
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
  modern: Modern,
  classic: Classic,
  minimal: Minimal,
  colorful: Colorful,
};
