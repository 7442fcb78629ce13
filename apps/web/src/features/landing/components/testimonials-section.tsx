import { landing } from '@souq/domain/locales/ar/landing';
import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

const text = landing.testimonials;

/** Spec: static testimonials (marketing copy from the landing catalogue). */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 pt-14">
      <SectionHeading id="testimonials-title" title={text.heading} />
      <ul className="grid gap-4 md:grid-cols-3">
        {text.items.map((item) => (
          <li key={item.key}>
            <figure className="flex h-full flex-col gap-3 rounded-card border border-neutral-200 bg-white p-5 shadow-card">
              <Quote aria-hidden="true" className="size-6 text-accent-600" />
              <blockquote className="flex-1 text-neutral-800">{item.quote}</blockquote>
              <figcaption className="font-semibold text-neutral-900">
                {item.name}
                <span className="font-normal text-neutral-600">{`، ${item.city}`}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
