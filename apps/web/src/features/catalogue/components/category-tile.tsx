import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { Link } from 'react-router';
import type { CategoryTile as Tile } from '../api/categories';
import { CategoryIcon } from './category-icon';

/**
 * A category link: icon (the operator's picture, else a shipped SVG), name, product count,
 * and on wider screens a short description (phones show two tiles a row, so the text is kept
 * to the essentials).
 */
export function CategoryTile({ tile, href }: { tile: Tile; href: string }) {
  const tint = tile.color ?? 'var(--color-primary-600)';
  return (
    <Link
      to={href}
      className="flex h-full flex-col items-start gap-3 rounded-card border border-neutral-200 bg-white p-4 shadow-card transition-shadow hover:shadow-raised sm:flex-row"
    >
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-xl"
        style={{ backgroundColor: `color-mix(in srgb, ${tint} 14%, white)`, color: tint }}
      >
        {tile.iconUrl ? (
          <img src={tile.iconUrl} alt="" width={28} height={28} loading="lazy" className="size-7" />
        ) : (
          <CategoryIcon slug={tile.slug} emoji={tile.icon} className="size-6" />
        )}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-neutral-900">{tile.name}</span>
        {tile.description && (
          <span className="hidden text-sm text-neutral-600 sm:line-clamp-2">
            {tile.description}
          </span>
        )}
        {tile.productCount !== null && (
          <span className="mt-1 text-xs text-neutral-600">
            {catalogueText.productCount(tile.productCount)}
          </span>
        )}
      </span>
    </Link>
  );
}
