import { readFileSync } from 'node:fs';
import { AA_NORMAL_TEXT, contrastRatio } from '@souq/domain/contrast';
import { describe, expect, it } from 'vitest';
import { buttonStyles } from './button-styles';

/** The app's palette (index.css @theme) as name → #rrggbb. */
const css = readFileSync(`${__dirname}/../../index.css`, 'utf8');
const palette = new Map(
  [...css.matchAll(/--color-([a-z]+(?:-\d+)?):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]),
);

/** The colour a utility sets for one mode: 'text-' or 'bg-', plain or behind 'dark:'. */
function colour(classes: string, utility: 'text' | 'bg', dark: boolean): string | undefined {
  const prefix = `${dark ? 'dark:' : ''}${utility}-`;
  const name = classes
    .split(/\s+/)
    .find((c) => c.startsWith(prefix) && palette.has(c.slice(prefix.length)))
    ?.slice(prefix.length);
  return name ? palette.get(name) : undefined;
}

// The pages behind a transparent button: white/neutral-100 by day, neutral-950 at night (the
// mobile tree's dark scope).
const pages = {
  light: ['#ffffff', palette.get('neutral-100')],
  dark: [palette.get('neutral-950')],
};

describe('button colours', () => {
  for (const variant of ['primary', 'accent', 'outline', 'ghost'] as const) {
    for (const dark of [false, true]) {
      it(`${variant} reads at 4.5:1 ${dark ? 'in dark mode' : 'by day'}`, () => {
        const classes = buttonStyles({ variant });
        const text = (dark && colour(classes, 'text', true)) || colour(classes, 'text', false);
        const own = (dark && colour(classes, 'bg', true)) || colour(classes, 'bg', false);
        const behind = own ? [own] : dark ? pages.dark : pages.light;
        expect(text).toBeDefined();
        for (const background of behind) {
          expect(contrastRatio(text as string, background as string)).toBeGreaterThanOrEqual(
            AA_NORMAL_TEXT,
          );
        }
      });
    }
  }
});
