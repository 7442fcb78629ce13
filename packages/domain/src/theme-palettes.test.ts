import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio } from './contrast';
import { themeCssVariables, themePalettes } from './theme-palettes';
import { colorPatterns } from './vendor-theme';

describe('contrast ratio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the well-known lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_NORMAL_TEXT);
  });

  it('is symmetric and refuses what is not #rrggbb', () => {
    expect(contrastRatio('#2e6b3f', '#ffffff')).toBe(contrastRatio('#ffffff', '#2e6b3f'));
    expect(() => contrastRatio('red', '#ffffff')).toThrow();
  });
});

describe('vendor palettes', () => {
  it('has one palette per colour pattern, all different', () => {
    expect(Object.keys(themePalettes).sort()).toEqual([...colorPatterns].sort());
    expect(new Set(colorPatterns.map((p) => themePalettes[p].primary)).size).toBe(8);
  });

  it.each(colorPatterns)('%s passes AA for every text/background pair', (pattern) => {
    const p = themePalettes[pattern];
    expect(contrastRatio(p.primaryForeground, p.primary)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(p.primary, p.surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(p.secondaryForeground, p.secondary)).toBeGreaterThanOrEqual(
      AA_NORMAL_TEXT,
    );
    expect(contrastRatio(p.accentForeground, p.accent)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(p.surfaceForeground, p.surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('gives the storefront its variables', () => {
    const vars = themeCssVariables('purple_royal');
    expect(vars['--vendor-primary']).toBe('#5b2a86');
    expect(vars['--vendor-primary-foreground']).toBe('#ffffff');
    expect(vars['--vendor-surface-foreground']).toBe(themePalettes.purple_royal.surfaceForeground);
    expect(Object.keys(vars)).toHaveLength(8);
  });
});
