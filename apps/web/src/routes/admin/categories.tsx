import { AdminCategoriesScreen } from '@/features/admin-categories/categories-screen';

/** /admin/categories: order, create, edit and switch off the catalogue's categories. */
export function Component() {
  return <AdminCategoriesScreen />;
}
