import { paths } from '@souq/domain/paths';
import { useParams } from 'react-router';
import type { DetailLinks } from '../../features/catalogue/product-detail/detail-links';
import { ProductDetailScreen } from '../../features/catalogue/product-detail/product-detail-screen';

const links: DetailLinks = {
  products: paths.web.products(),
  auth: paths.web.auth(),
  vendor: paths.web.vendor,
};

/** /product/{id}: the product page of the web tree. */
export function Component() {
  const { id = '' } = useParams();
  return <ProductDetailScreen key={id} id={id} links={links} />;
}
