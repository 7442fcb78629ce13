import { useParams } from 'react-router';
import { ProductEditorScreen } from '@/features/seller-products/product-editor-screen';

/** /seller/products/{id}: the editor of one of the store's products. */
export function Component() {
  const { id = '' } = useParams();
  return <ProductEditorScreen key={id} id={id} />;
}
