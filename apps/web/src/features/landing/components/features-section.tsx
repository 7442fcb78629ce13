import { landing } from '@souq/domain/locales/ar/landing';
import { ClipboardList, type LucideIcon, ShieldCheck, Store, Truck } from 'lucide-react';
import { SectionHeading } from './section-heading';

const text = landing.features;
const icons: Record<(typeof text.items)[number]['key'], LucideIcon> = {
  local: Store,
  payment: ShieldCheck,
  delivery: Truck,
  support: ClipboardList,
};

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 pt-14">
      <SectionHeading id="features-title" title={text.heading} intro={text.intro} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {text.items.map((item) => {
          const Icon = icons[item.key];
          return (
            <li
              key={item.key}
              className="flex flex-col gap-2 rounded-card border border-neutral-200 bg-white p-5 shadow-card"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="font-bold text-neutral-900">{item.title}</h3>
              <p className="text-neutral-700">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
