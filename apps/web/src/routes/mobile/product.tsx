import { paths } from '@souq/domain/paths';
import { useParams } from 'react-router';
import type { DetailLinks } from '../../features/catalogue/product-detail/detail-links';
import { ProductDetailScreen } from '../../features/catalogue/product-detail/product-detail-screen';

const links: DetailLinks = {
  products: paths.mobile.products(),
  auth: paths.mobile.auth(),
  vendor: paths.mobile.vendor,
};

/** /mobile/product/{id}: the product page of the mobile tree. */
export function Component() {
  const { id = '' } = useParams();
  return <ProductDetailScreen key={id} id={id} links={links} />;
}
