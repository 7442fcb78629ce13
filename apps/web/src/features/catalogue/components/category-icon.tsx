import {
  Baby,
  BookOpen,
  Car,
  CookingPot,
  Dumbbell,
  Flower2,
  Gamepad2,
  Gem,
  type LucideIcon,
  Shirt,
  Smartphone,
  Sofa,
  Sparkles,
  Tag,
} from 'lucide-react';

/**
 * Category pictures shipped with the app as SVG (lucide) instead of the stored emoji, which
 * look different on every phone and are missing on some (issue walk). Known slugs first, then
 * the emoji a store owner or operator stored for a new category, else a plain tag.
 */
const bySlug: Record<string, LucideIcon> = {
  electronics: Smartphone,
  fashion: Shirt,
  'home-garden': Sofa,
  sports: Dumbbell,
  books: BookOpen,
  beauty: Sparkles,
  cars: Car,
  food: CookingPot,
};

const byEmoji: Record<string, LucideIcon> = {
  '📱': Smartphone,
  '💻': Smartphone,
  '👗': Shirt,
  '👕': Shirt,
  '🏡': Sofa,
  '🏠': Sofa,
  '🛋️': Sofa,
  '⚽': Dumbbell,
  '📚': BookOpen,
  '💄': Sparkles,
  '🚗': Car,
  '🍯': CookingPot,
  '🍲': CookingPot,
  '🌸': Flower2,
  '💍': Gem,
  '🎮': Gamepad2,
  '🧸': Baby,
};

export function categoryIconFor(slug: string, emoji: string | null): LucideIcon {
  return bySlug[slug] ?? (emoji ? byEmoji[emoji.trim()] : undefined) ?? Tag;
}

export function CategoryIcon({
  slug,
  emoji,
  className,
}: {
  slug: string;
  emoji: string | null;
  className?: string;
}) {
  const Icon = categoryIconFor(slug, emoji);
  return <Icon aria-hidden="true" data-icon={Icon.displayName} className={className} />;
}
