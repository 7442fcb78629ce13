import { cn } from '@/lib/cn';

/**
 * Button looks as class strings, so links and buttons share them. Colour pairs keep at
 * least 4.5:1 contrast (white on primary-700, near-black on accent-400), in dark mode too:
 * the outline and ghost buttons (the product page's 'back') otherwise keep their dark text on
 * the dark page. button-styles.test.ts measures every pair with the contrast helper.
 */
const variants = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800 active:bg-primary-900',
  accent: 'bg-accent-400 text-neutral-950 hover:bg-accent-300',
  outline:
    'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-50 dark:hover:bg-neutral-800',
  outlineOnDark: 'border border-white/70 text-white hover:bg-white/10',
  ghost: 'text-neutral-800 hover:bg-neutral-100 dark:text-neutral-100 dark:hover:bg-neutral-800',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-12 px-6 text-base sm:text-lg',
  icon: 'size-11',
} as const;

export function buttonStyles(
  options: { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string } = {},
): string {
  const { variant = 'primary', size = 'md', className } = options;
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-xl font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}
