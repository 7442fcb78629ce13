import { mobileText } from '@souq/domain/locales/ar/mobile';
import { TitledSection } from '@/components/ui/titled-section';
import { HomeCategories } from './home-categories';
import { HomeFeatured } from './home-featured';
import { HomeStores } from './home-stores';
import { PromiseBlurbs } from './promise-blurbs';
import { ShortcutCards } from './shortcut-cards';

const text = mobileText.home;
const homeSection = {
  className: 'flex flex-col gap-3',
  titleClassName: 'text-lg font-bold text-neutral-900 dark:text-neutral-50',
};

/**
 * /mobile: welcome, categories (each opens the filtered list), featured products, a row of
 * stores, shortcuts to the three discovery screens and the three promises: the web landing's
 * discovery on a phone.
 */
export function MobileHomeScreen() {
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
      <TitledSection id="mobile-categories" title={text.categoriesHeading} {...homeSection}>
        <HomeCategories />
      </TitledSection>
      <TitledSection id="mobile-featured" title={text.featuredHeading} {...homeSection}>
        <HomeFeatured />
      </TitledSection>
      <TitledSection id="mobile-stores" title={text.storesHeading} {...homeSection}>
        <HomeStores />
      </TitledSection>
      <TitledSection id="mobile-shortcuts" title={text.shortcutsHeading} {...homeSection}>
        <ShortcutCards />
      </TitledSection>
      <TitledSection id="mobile-promises" title={text.promisesHeading} {...homeSection}>
        <PromiseBlurbs />
      </TitledSection>
    </div>
  );
}
