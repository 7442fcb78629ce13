import { paths } from '@souq/domain/paths';
import type {
  AdminCategory,
  AdminCategoryList,
  CategoryCreateInput,
  CategoryOrderInput,
  CategoryUpdateInput,
} from '@souq/domain/schemas/admin-categories';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

const adminCategoriesKey = ['admin-categories'] as const;

/** GET /api/admin/categories: every category, inactive too, in the order shoppers see them. */
export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: adminCategoriesKey,
    queryFn: ({ signal }) => http<AdminCategoryList>(paths.api.adminCategories(), { signal }),
  });

/**
 * A change shown before the server answers (the order, a category switched on or off), undone
 * if it refuses, and the list read again either way so it ends as the server holds it.
 */
function useOptimisticList<V, T>(
  send: (variables: V) => Promise<T>,
  apply: (list: AdminCategoryList, variables: V) => AdminCategoryList,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: adminCategoriesKey });
      const before = queryClient.getQueryData<AdminCategoryList>(adminCategoriesKey);
      if (before) queryClient.setQueryData(adminCategoriesKey, apply(before, variables));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(adminCategoriesKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
  });
}

/** PUT /api/admin/categories/order with every id; the list shows the new order at once. */
export function useReorderCategories() {
  return useOptimisticList(
    (ids: string[]) =>
      http<AdminCategoryList>(paths.api.adminCategoryOrder(), {
        method: 'PUT',
        body: { ids } satisfies CategoryOrderInput,
      }),
    (list, ids) => {
      const byId = new Map(list.data.map((c) => [c.id, c]));
      const data = ids.flatMap((id, index) => {
        const category = byId.get(id);
        return category ? [{ ...category, sort_order: index }] : [];
      });
      return { ...list, data };
    },
  );
}

/** PATCH is_active: the switch moves at once. */
export function useSetCategoryActive() {
  return useOptimisticList(
    ({ id, active }: { id: string; active: boolean }) =>
      http<AdminCategory>(paths.api.adminCategory(id), {
        method: 'PATCH',
        body: { is_active: active } satisfies CategoryUpdateInput,
      }),
    (list, { id, active }) => ({
      ...list,
      data: list.data.map((c) => (c.id === id ? { ...c, is_active: active } : c)),
    }),
  );
}

/** The dialog's save: POST a new category or PATCH an existing one's fields. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: CategoryCreateInput }) =>
      id
        ? http<AdminCategory>(paths.api.adminCategory(id), {
            method: 'PATCH',
            body: values satisfies CategoryUpdateInput,
          })
        : http<AdminCategory>(paths.api.adminCategories(), { method: 'POST', body: values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
  });
}
