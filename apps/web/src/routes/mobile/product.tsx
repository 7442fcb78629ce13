import { useParams } from 'react-router';
import { ProductDetailScreen } from '@/features/catalogue/product-detail/product-detail-screen';

/** /mobile/product/{id}: the product page of the mobile tree. */
export function Component() {
  const { id = '' } = useParams();
  return <ProductDetailScreen key={id} id={id} />;
}
