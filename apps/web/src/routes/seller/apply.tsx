import { SellerApplyScreen } from '@/features/seller-apply/apply-screen';

/** /seller/apply: the application for a new store. */
export function Component() {
  return <SellerApplyScreen />;
}
