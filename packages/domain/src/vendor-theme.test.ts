import { describe, expect, it } from 'vitest';
import { resolveTheme, storefrontLayouts } from './vendor-theme';

describe('resolveTheme', () => {
  it('keeps known choices', () => {
    const theme = resolveTheme({ color_pattern: 'red_bold', layout_template: 'visual_wall' });
    expect(theme).toEqual({ colorPattern: 'red_bold', layout: 'visual_wall', customCss: '' });
  });

  it.each(['modern', 'classic', 'minimal', 'colorful', 'nonsense', null, undefined])(
    'renders template %s with the default layout',
    (layout) => {
      expect(resolveTheme({ layout_template: layout }).layout).toBe('large_hero_section');
    },
  );

  it('renders every storefront layout as itself', () => {
    for (const layout of storefrontLayouts) {
      expect(resolveTheme({ layout_template: layout }).layout).toBe(layout);
    }
  });

  it('falls back to green_natural for an unknown or missing pattern', () => {
    expect(resolveTheme({ color_pattern: 'neon_pink' }).colorPattern).toBe('green_natural');
    expect(resolveTheme({}).colorPattern).toBe('green_natural');
  });

  it('serves only sanitised, scoped custom CSS', () => {
    const theme = resolveTheme({ custom_css: 'h2{letter-spacing:1px} body{display:none}' });
    expect(theme.customCss).toBe('.vendor-storefront h2{letter-spacing:1px}');
  });
});
