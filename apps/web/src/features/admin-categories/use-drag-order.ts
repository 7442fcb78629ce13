import { moveItem } from '@souq/domain/reorder';
import { type PointerEvent, type RefObject, useState } from 'react';
import { dropIndex } from './drop-index';

/**
 * Reordering by dragging a row's handle with a finger or a mouse (pointer events, so one code
 * path for both). The list shows the order under the pointer while dragging; on release the
 * new order is handed to onDrop once, only when it changed. Rows carry data-row-id.
 */
export function useDragOrder(
  ids: readonly string[],
  listRef: RefObject<HTMLElement | null>,
  onDrop: (ids: string[]) => void,
) {
  const [drag, setDrag] = useState<{ id: string; order: string[] } | null>(null);

  const rowSpans = () =>
    [...(listRef.current?.querySelectorAll('[data-row-id]') ?? [])].map((row) =>
      row.getBoundingClientRect(),
    );

  const handleProps = (id: string) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDrag({ id, order: [...ids] });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!drag || drag.id !== id) return;
      const to = dropIndex(event.clientY, rowSpans());
      const from = drag.order.indexOf(id);
      if (to !== -1 && to !== from) setDrag({ id, order: moveItem(drag.order, from, to) });
    },
    onPointerUp: () => {
      if (!drag) return;
      setDrag(null);
      if (drag.order.some((rowId, index) => rowId !== ids[index])) onDrop(drag.order);
    },
    onPointerCancel: () => setDrag(null),
  });

  return { order: drag?.order ?? ids, draggingId: drag?.id ?? null, handleProps };
}
