import { profileText } from '@souq/domain/locales/ar/profile';
import { paths } from '@souq/domain/paths';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { Package, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { formatMemberSince } from '../member-since';
import { AccountIdentity } from './account-identity';

const t = profileText.summary;

/** Web /profile: who the user is, and where to change it or follow orders. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const rows = [
    { label: t.email, value: user.email, latin: true },
    { label: t.phone, value: user.phone ?? t.noPhone, latin: Boolean(user.phone) },
    { label: t.memberSince, value: formatMemberSince(user.createdAt), latin: false },
  ];
  return (
    <Card className="flex flex-col gap-6">
      <AccountIdentity name={user.name} />
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col gap-0.5">
            <dt className="text-sm text-neutral-600">{row.label}</dt>
            <dd className="font-semibold break-words text-neutral-900">
              {row.latin ? <bdi dir="ltr">{row.value}</bdi> : row.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.web.settings()} className={buttonStyles()}>
          <Settings aria-hidden="true" className="size-5" />
          {t.settings}
        </Link>
        <Link to={paths.web.myOrders()} className={buttonStyles({ variant: 'outline' })}>
          <Package aria-hidden="true" className="size-5" />
          {t.orders}
        </Link>
      </div>
    </Card>
  );
}
