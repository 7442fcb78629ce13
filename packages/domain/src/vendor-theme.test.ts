import { describe, expect, it } from 'vitest';
import { chooseTheme, layoutTemplates } from './vendor-theme';

describe('chooseTheme', () => {
  it('keeps known choices', () => {
    const theme = chooseTheme({ color_pattern: 'red_bold', layout_template: 'visual_wall' });
    expect(theme).toEqual({ colorPattern: 'red_bold', layout: 'visual_wall' });
  });

  it.each(['nonsense', 'retro', null, undefined])(
    'renders unknown template %s with the default layout',
    (layout) => {
      expect(chooseTheme({ layout_template: layout }).layout).toBe('large_hero_section');
    },
  );

  it('renders every stored layout as itself, the four legacy names too', () => {
    expect(layoutTemplates).toEqual(
      expect.arrayContaining(['modern', 'classic', 'minimal', 'colorful']),
    );
    for (const layout of layoutTemplates) {
      expect(chooseTheme({ layout_template: layout }).layout).toBe(layout);
    }
  });

  it('falls back to green_natural for an unknown or missing pattern', () => {
    expect(chooseTheme({ color_pattern: 'neon_pink' }).colorPattern).toBe('green_natural');
    expect(chooseTheme({}).colorPattern).toBe('green_natural');
  });
});
