/**
 * Colour pairs of the store's palette (set on <html> by useVendorTheme); each pair passes AA
 * (theme-palettes.test.ts). Literal strings so Tailwind sees them.
 */
export const tone = {
  primary: 'bg-(--vendor-primary) text-(--vendor-on-primary)',
  secondary: 'bg-(--vendor-secondary) text-(--vendor-on-secondary)',
  accent: 'bg-(--vendor-accent) text-(--vendor-on-accent)',
  surface: 'bg-(--vendor-surface) text-(--vendor-surface-foreground)',
  card: 'rounded-card border border-black/5 bg-white text-neutral-900 shadow-card',
  heading: 'text-(--vendor-primary)',
  /** A soft diagonal beam of light across a coloured band (alternating_light_beam). */
  beam: 'bg-[linear-gradient(110deg,transparent_30%,rgb(255_255_255/0.16)_48%,transparent_66%)]',
} as const;
