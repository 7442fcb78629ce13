import { useQuery } from '@tanstack/react-query';
import { getCategories } from '@/features/catalogue/api/categories';

/** The marketplace's active categories (id and Arabic name) for the filter and the editor. */
export function useSellerCategories() {
  const query = useQuery({
    queryKey: ['categories', 'seller-options'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 15 * 60_000,
    select: (answer) =>
      (answer.data ?? [])
        .filter((category) => category.is_active)
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((category) => ({ id: category.id, name: category.name })),
  });
  return query.data ?? [];
}
