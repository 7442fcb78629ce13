/** Names of the vendor theme choices (spec: Vendor theme). Palettes come with the vendors issue. */
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

/** The six layouts a storefront actually renders; the other four names fall back to the default. */
export const storefrontLayouts = [
  'large_hero_section',
  'product_carousel_focus',
  'alternating_light_beam',
  'visual_wall',
  'stacked_story_view',
  'large_product_cards',
] as const satisfies readonly LayoutTemplate[];

export const defaultTheme = {
  color_pattern: 'green_natural',
  layout_template: 'large_hero_section',
  brand_logo_url: null,
  custom_css: null,
} as const;
