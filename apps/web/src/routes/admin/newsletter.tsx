import { AdminNewsletterScreen } from '@/features/admin-newsletter/newsletter-screen';

/** /admin/newsletter: the newsletter's subscribers, their CSV export and removals. */
export function Component() {
  return <AdminNewsletterScreen />;
}
