import { SellerProductsScreen } from '@/features/seller-products/products-screen';

/** /seller/products: the store's products. */
export function Component() {
  return <SellerProductsScreen />;
}
