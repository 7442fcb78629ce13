import { landing } from '@souq/domain/locales/ar/landing';
import { SectionHeading } from './section-heading';

const text = landing.howItWorks;

/** Spec: three steps, register, search and explore, shop with confidence. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 pt-14">
      <SectionHeading id="how-title" title={text.heading} />
      <ol className="grid gap-4 md:grid-cols-3">
        {text.steps.map((step, index) => (
          <li key={step.key} className="flex gap-4 rounded-card bg-primary-50 p-5">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-700 text-xl font-extrabold text-white"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="font-bold text-neutral-900">
                <span className="sr-only">{`${text.stepLabel(index + 1)}: `}</span>
                {step.title}
              </h3>
              <p className="text-neutral-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
