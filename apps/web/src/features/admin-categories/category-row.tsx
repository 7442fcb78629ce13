import { adminCategoriesText } from '@souq/domain/locales/ar/admin';
import type { AdminCategory } from '@souq/domain/schemas/admin-categories';
import { ArrowDown, ArrowUp, GripVertical, Pencil } from 'lucide-react';
import { Switch as RadixSwitch } from 'radix-ui';
import type { PointerEvent } from 'react';
import { CategoryIcon } from '@/features/catalogue/components/category-icon';
import { cn } from '@/lib/cn';

const t = adminCategoriesText.row;

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-xl text-neutral-800 hover:bg-neutral-100 disabled:opacity-40 dark:text-neutral-100 dark:hover:bg-neutral-800';

export type MoveDirection = 'up' | 'down';

interface CategoryRowProps {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  dragging: boolean;
  onMove: (direction: MoveDirection) => void;
  onActiveChange: (active: boolean) => void;
  onEdit: () => void;
  /** The drag handle's pointer handlers (use-drag-order.ts). */
  handle: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: () => void;
    onPointerCancel: () => void;
  };
}

/**
 * One category in the list: a handle to drag it, the tile's icon on its colour, name, slug and
 * products, then the switch and buttons. On a phone the controls wrap below the name. Move
 * buttons stay focusable at the ends (aria-disabled, not disabled) so focus is never dropped.
 */
export function CategoryRow({
  category,
  first,
  last,
  dragging,
  onMove,
  onActiveChange,
  onEdit,
  handle,
}: CategoryRowProps) {
  const { id, name, slug, color } = category;
  const move = (direction: MoveDirection, blocked: boolean) => (
    <button
      type="button"
      data-move={`${id}:${direction}`}
      aria-label={direction === 'up' ? t.moveUp(name) : t.moveDown(name)}
      aria-disabled={blocked || undefined}
      onClick={() => !blocked && onMove(direction)}
      className={cn(iconButton, blocked && 'opacity-40')}
    >
      {direction === 'up' ? (
        <ArrowUp aria-hidden="true" className="size-5" />
      ) : (
        <ArrowDown aria-hidden="true" className="size-5" />
      )}
    </button>
  );
  return (
    <li
      data-row-id={id}
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-card bg-white p-2 shadow-card dark:bg-neutral-900',
        dragging && 'ring-2 ring-primary-600',
        !category.is_active && 'bg-neutral-100 dark:bg-neutral-800',
      )}
    >
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-2">
        <span
          {...handle}
          role="img"
          aria-label={t.drag(name)}
          className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-xl text-neutral-600 hover:bg-neutral-100 active:cursor-grabbing dark:text-neutral-300 dark:hover:bg-neutral-800"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </span>
        <span
          title={color ?? t.noColor}
          style={color ? { backgroundColor: color } : undefined}
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full border border-neutral-300 dark:border-neutral-600',
            color ? 'text-white' : 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800',
          )}
        >
          <CategoryIcon slug={slug} emoji={category.icon} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold">
            {name}
            {!category.is_active && (
              <span className="ms-2 rounded-pill bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-neutral-800 dark:bg-neutral-700 dark:text-neutral-100">
                {t.inactive}
              </span>
            )}
          </h2>
          <p className="flex flex-wrap gap-x-3 text-sm text-neutral-700 dark:text-neutral-300">
            <span dir="ltr">{slug}</span>
            <span>{t.products(category.product_count)}</span>
          </p>
        </div>
      </div>
      <div className="ms-auto flex items-center gap-1">
        <RadixSwitch.Root
          checked={category.is_active}
          onCheckedChange={onActiveChange}
          aria-label={t.active(name)}
          dir="rtl"
          className="relative me-1 h-7 w-12 shrink-0 rounded-pill bg-neutral-500 transition-colors data-[state=checked]:bg-primary-700 dark:data-[state=checked]:bg-primary-500"
        >
          <RadixSwitch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow-card transition-transform data-[state=checked]:translate-x-[1.375rem] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[1.375rem]" />
        </RadixSwitch.Root>
        {move('up', first)}
        {move('down', last)}
        <button type="button" aria-label={t.edit(name)} onClick={onEdit} className={iconButton}>
          <Pencil aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}
