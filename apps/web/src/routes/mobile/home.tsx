import { mobileText } from '@souq/domain/locales/ar/mobile';
import { PromiseBlurbs } from '../../features/mobile-home/promise-blurbs';
import { ShortcutCards } from '../../features/mobile-home/shortcut-cards';

const text = mobileText.home;

/** /mobile: welcome, shortcuts to the three discovery screens, the three promises. */
export function Component() {
  return (
    <div className="flex flex-col gap-6 px-4 py-5">
      <section
        aria-labelledby="mobile-welcome"
        className="on-dark rounded-card bg-primary-700 p-5 text-white dark:bg-primary-900"
      >
        <h1 id="mobile-welcome" className="text-2xl font-extrabold">
          {text.welcome}
        </h1>
        <p className="mt-1 text-primary-50">{text.intro}</p>
      </section>
      <section aria-labelledby="mobile-shortcuts" className="flex flex-col gap-3">
        <h2
          id="mobile-shortcuts"
          className="text-lg font-bold text-neutral-900 dark:text-neutral-50"
        >
          {text.shortcutsHeading}
        </h2>
        <ShortcutCards />
      </section>
      <section aria-labelledby="mobile-promises" className="flex flex-col gap-3">
        <h2
          id="mobile-promises"
          className="text-lg font-bold text-neutral-900 dark:text-neutral-50"
        >
          {text.promisesHeading}
        </h2>
        <PromiseBlurbs />
      </section>
    </div>
  );
}
