import { adminCategoriesText } from '@souq/domain/locales/ar/admin';
import { moveItem } from '@souq/domain/reorder';
import type { AdminCategory, CategoryCreateInput } from '@souq/domain/schemas/admin-categories';
import { useQuery } from '@tanstack/react-query';
import { Plus, Tags } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { AdminGate } from '@/features/admin-shell/admin-gate';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import {
  adminCategoriesQuery,
  useReorderCategories,
  useSaveCategory,
  useSetCategoryActive,
} from './api';
import { CategoryDialog } from './category-dialog';
import { CategoryRow, type MoveDirection } from './category-row';
import { useDragOrder } from './use-drag-order';

const t = adminCategoriesText;

/** /admin/categories: every category in the order shoppers see them, and its settings. */
export function AdminCategoriesScreen() {
  return <AdminGate>{() => <Categories />}</AdminGate>;
}

function Categories() {
  const categories = useQuery(adminCategoriesQuery());
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t.intro}</p>
        </div>
        <button type="button" onClick={() => setEditing('new')} className={buttonStyles()}>
          <Plus aria-hidden="true" className="size-5" />
          {t.add}
        </button>
      </div>
      {/* The list already shown stays while a refetch fails (after a refused reorder). */}
      {categories.data ? (
        categories.data.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-card bg-white p-8 text-center shadow-card dark:bg-neutral-900">
            <Tags aria-hidden="true" className="size-10 text-primary-700" />
            <p className="text-lg font-bold">{t.empty}</p>
          </div>
        ) : (
          <CategoryList categories={categories.data.data} onEdit={setEditing} />
        )
      ) : categories.isError ? (
        <LoadErrorNotice
          error={categories.error}
          title={t.loadFailed}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : (
        <SpinnerStatus label={t.loading} />
      )}
      {editing && (
        <EditDialog
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function EditDialog({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const save = useSaveCategory();
  const submit = async (values: CategoryCreateInput) => {
    try {
      const saved = await save.mutateAsync({ id: category?.id ?? null, values });
      notify.success(category ? t.saved(saved.name) : t.created(saved.name));
      onClose();
      return undefined;
    } catch (error) {
      return apiMessageOf(error) ?? t.failed;
    }
  };
  return (
    <CategoryDialog category={category} busy={save.isPending} onSubmit={submit} onClose={onClose} />
  );
}

/**
 * The categories in order. Moving one (drag, or the move buttons) saves the whole order at
 * once; the list shows it before the server answers and goes back if the server refuses. After
 * a button move, focus follows the moved category, and the new place is announced.
 */
function CategoryList({
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
