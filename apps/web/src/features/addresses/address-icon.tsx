import { type AddressIconKind, addressIconKind } from '@souq/domain/address-icon';
import { BriefcaseBusiness, House, MapPin } from 'lucide-react';

const icons: Record<AddressIconKind, typeof MapPin> = {
  home: House,
  work: BriefcaseBusiness,
  pin: MapPin,
};

/** Spec: home words give a home icon, work words a work icon, anything else a pin. */
export function AddressIcon({ title }: { title: string }) {
  const kind = addressIconKind(title);
  const Icon = icons[kind];
  return (
    <span
      data-icon={kind}
      className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300"
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
