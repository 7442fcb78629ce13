import { ProductImportScreen } from '@/features/seller-products/import-screen';

/** /seller/products/import: products from a CSV, checked before they are written. */
export function Component() {
  return <ProductImportScreen />;
}
