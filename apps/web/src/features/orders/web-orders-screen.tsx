import { RequireAccount } from '@/features/auth/require-account';
import { OrdersList } from './orders-list';

/** /my-orders and /orders: signed-in shoppers' orders; guests go to /auth (spec orders §2). */
export function WebOrdersScreen({ title }: { title: string }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
      <RequireAccount shopperOnly>{(user) => <OrdersList user={user} />}</RequireAccount>
    </div>
  );
}
