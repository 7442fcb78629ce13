import { useParams } from 'react-router';
import { MobileVendorScreen } from '@/features/vendors/mobile/mobile-vendor-screen';

/** /mobile/vendor/{id}: the store page of the mobile tree. */
export function Component() {
  const { id = '' } = useParams();
  return <MobileVendorScreen key={id} id={id} />;
}
