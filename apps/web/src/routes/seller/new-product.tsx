import { ProductEditorScreen } from '@/features/seller-products/product-editor-screen';

/** /seller/products/new: the editor for a new product. */
export function Component() {
  return <ProductEditorScreen id={null} />;
}
