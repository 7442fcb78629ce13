import { adminCategoriesText } from '@souq/domain/locales/ar/admin';
import { moveItem } from '@souq/domain/reorder';
import type { AdminCategory } from '@souq/domain/schemas/admin-categories';
import { useEffect, useRef, useState } from 'react';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import { useReorderCategories, useSetCategoryActive } from './api';
import { CategoryRow, type MoveDirection } from './category-row';
import { useDragOrder } from './use-drag-order';

const t = adminCategoriesText;

/**
 * The categories in order. Moving one (drag, or the move buttons) saves the whole order at
 * once; the list shows it before the server answers and goes back if the server refuses. After
 * a button move, focus follows the moved category, and the new place is announced.
 */
export function CategoryList({
  categories,
  onEdit,
}: {
  categories: AdminCategory[];
  onEdit: (category: AdminCategory) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const reorder = useReorderCategories();
  const setActive = useSetCategoryActive();
  const [announcement, setAnnouncement] = useState('');
  /** The button to focus once the list shows `order` (the optimistic update lands a tick later). */
  const [focusAfterMove, setFocusAfterMove] = useState<{ button: string; order: string } | null>(
    null,
  );
  const byId = new Map(categories.map((c) => [c.id, c]));
  const ids = categories.map((c) => c.id);

  const save = (order: string[], moved: AdminCategory) => {
    setAnnouncement(t.moved(moved.name, order.indexOf(moved.id) + 1));
    reorder.mutate(order, {
      onError: (error) => {
        setAnnouncement(t.orderFailed);
        notify.error(apiMessageOf(error) ?? t.orderFailed);
      },
    });
  };
  const drag = useDragOrder(ids, listRef, (order) => {
    const moved = order.find((id, index) => id !== ids[index]);
    const category = moved ? byId.get(moved) : undefined;
    if (category) save(order, category);
  });

  const move = (category: AdminCategory, direction: MoveDirection) => {
    const from = ids.indexOf(category.id);
    const order = moveItem(ids, from, direction === 'up' ? from - 1 : from + 1);
    setFocusAfterMove({ button: `${category.id}:${direction}`, order: order.join() });
    save(order, category);
  };

  // Moving a row's element drops focus in some browsers: once the list shows the new order,
  // focus the same button again, so pressing it again goes on moving the same category.
  const shown = drag.order.join();
  useEffect(() => {
    if (!focusAfterMove || focusAfterMove.order !== shown) return;
    listRef.current?.querySelector<HTMLElement>(`[data-move="${focusAfterMove.button}"]`)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, shown]);

  const toggle = (category: AdminCategory, active: boolean) =>
    setActive.mutate(
      { id: category.id, active },
      {
        onSuccess: () => notify.success((active ? t.shown : t.hidden)(category.name)),
        onError: (error) => notify.error(apiMessageOf(error) ?? t.failed),
      },
    );

  return (
    <>
      <ol ref={listRef} aria-label={t.listLabel} className="flex flex-col gap-2">
        {drag.order.map((id, index) => {
          const category = byId.get(id);
          if (!category) return null;
          return (
            <CategoryRow
              key={id}
              category={category}
              first={index === 0}
              last={index === drag.order.length - 1}
              dragging={drag.draggingId === id}
              onMove={(direction) => move(category, direction)}
              onActiveChange={(active) => toggle(category, active)}
              onEdit={() => onEdit(category)}
              handle={drag.handleProps(id)}
            />
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
