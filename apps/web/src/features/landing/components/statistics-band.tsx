import { landing } from '@souq/domain/locales/ar/landing';

const text = landing.statistics;

/** Spec: static marketing figures (10,000+ customers, 4.8, 24/7, 100%). */
export function StatisticsBand() {
  return (
    <section aria-labelledby="statistics-title" className="border-b border-neutral-200 bg-white">
      <h2 id="statistics-title" className="sr-only">
        {text.heading}
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-8 md:grid-cols-4">
        {text.items.map((item) => (
          <div key={item.key} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-neutral-700">{item.label}</dt>
            <dd className="text-3xl font-extrabold text-primary-800">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
