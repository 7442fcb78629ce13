import { landing } from '@souq/domain/locales/ar/landing';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';

const text = landing.newsletter;

export function NewsletterSection() {
  return (
    <section aria-labelledby="newsletter-title" className="mx-auto max-w-7xl px-4 pt-14">
      <div className="on-dark grid gap-6 rounded-card bg-primary-800 p-6 sm:p-10 lg:grid-cols-2 lg:items-center">
        <div className="flex flex-col gap-2">
          <h2 id="newsletter-title" className="text-2xl font-extrabold text-white sm:text-3xl">
            {text.heading}
          </h2>
          <p className="text-primary-50">{text.text}</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
