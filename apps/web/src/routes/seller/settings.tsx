import { useParams } from 'react-router';
import { SellerSettingsScreen } from '@/features/seller-settings/settings-screen';

/** /seller/settings and /seller/settings/{section}. */
export function Component() {
  const { section } = useParams();
  return <SellerSettingsScreen section={section} />;
}
