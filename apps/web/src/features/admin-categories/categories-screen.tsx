import { adminCategoriesText } from '@souq/domain/locales/ar/admin';
import type { AdminCategory, CategoryCreateInput } from '@souq/domain/schemas/admin-categories';
import { useQuery } from '@tanstack/react-query';
import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { AdminGate } from '@/features/admin-shell/admin-gate';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import { adminCategoriesQuery, useSaveCategory } from './api';
import { CategoryDialog } from './category-dialog';
import { CategoryList } from './category-list';

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
