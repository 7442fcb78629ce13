import { mobileText } from '@souq/domain/locales/ar/mobile';
import { BadgeCheck, ShieldCheck, Truck } from 'lucide-react';

const text = mobileText.home.promises;

/** Spec (mobile home): secure payment, delivery within 24 hours, quality. */
export function PromiseBlurbs() {
  const blurbs = [
    { key: 'pay', Icon: ShieldCheck, ...text.securePayment },
    { key: 'delivery', Icon: Truck, ...text.fastDelivery },
    { key: 'quality', Icon: BadgeCheck, ...text.quality },
  ];
  return (
    <ul className="grid grid-cols-3 gap-2">
      {blurbs.map(({ key, Icon, title, text: description }) => (
        <li
          key={key}
          className="flex flex-col items-center gap-1 rounded-card bg-white p-3 text-center shadow-card dark:bg-neutral-900"
        >
          <Icon aria-hidden="true" className="size-7 text-primary-700 dark:text-primary-300" />
          <span className="text-sm font-bold text-neutral-900 dark:text-neutral-50">{title}</span>
          <span className="text-xs text-neutral-600 dark:text-neutral-300">{description}</span>
        </li>
      ))}
    </ul>
  );
}
