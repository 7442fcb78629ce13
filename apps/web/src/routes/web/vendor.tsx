import { useParams } from 'react-router';
import { StorefrontScreen } from '@/features/vendors/storefront/storefront-screen';

/** /vendor/{id}: the vendor storefront of the web tree. */
export function Component() {
  const { id = '' } = useParams();
  return <StorefrontScreen key={id} id={id} />;
}
