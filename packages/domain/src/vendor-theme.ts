/** Names of the vendor theme choices (spec: Vendor theme). Palettes: theme-palettes.ts. */
export const colorPatterns = [
  'pink_romantic',
  'purple_royal',
  'blue_professional',
  'gray_elegant',
  'orange_warm',
  'green_natural',
  'black_luxury',
  'red_bold',
] as const;
export type ColorPattern = (typeof colorPatterns)[number];

/**
 * Every stored layout name renders as itself on both trees (issue walk: four legacy names fell
 * back to the default): the six designs of the seller console and the four names (modern,
 * classic, minimal, colorful) older seller tools wrote.
 */
export const layoutTemplates = [
  'modern',
  'classic',
  'minimal',
  'colorful',
  'large_hero_section',
  'large_product_cards',
  'alternating_light_beam',
  'product_carousel_focus',
  'visual_wall',
  'stacked_story_view',
] as const;
export type LayoutTemplate = (typeof layoutTemplates)[number];

const defaultTheme = {
  color_pattern: 'green_natural',
  layout_template: 'large_hero_section',
  brand_logo_url: null,
  custom_css: null,
} as const;

/** The root element every storefront renders and every vendor CSS selector is scoped under. */
export const STOREFRONT_ROOT_CLASS = 'vendor-storefront';

export type StorefrontLayout = LayoutTemplate;

const isColorPattern = (value: unknown): value is ColorPattern =>
  (colorPatterns as readonly unknown[]).includes(value);
const isStorefrontLayout = (value: unknown): value is StorefrontLayout =>
  (layoutTemplates as readonly unknown[]).includes(value);

/** The colours and layout a storefront wears (its CSS is sanitised by the server alone). */
export interface ThemeChoice {
  colorPattern: ColorPattern;
  layout: StorefrontLayout;
}

/**
 * What a storefront actually applies. Data written by older seller tools may carry names we no
 * longer know, so anything unknown falls back to the default rather than failing the page.
 */
export function chooseTheme(vendor: {
  color_pattern?: string | null;
  layout_template?: string | null;
}): ThemeChoice {
  return {
    colorPattern: isColorPattern(vendor.color_pattern)
      ? vendor.color_pattern
      : defaultTheme.color_pattern,
    layout: isStorefrontLayout(vendor.layout_template)
      ? vendor.layout_template
      : defaultTheme.layout_template,
  };
}
