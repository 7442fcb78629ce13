import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { ReactNode } from 'react';
import { HeroStory } from '../sections/hero-story';
import { StoreContact } from '../sections/store-contact';
import { StoreGallery } from '../sections/store-gallery';
import { StoreHours } from '../sections/store-hours';
import { StoreProducts } from '../sections/store-products';
import { StoreStats } from '../sections/store-stats';
import type { StorefrontProps } from '../storefront-props';
import { tone } from '../theme-classes';

/** One chapter of the story: a numbered marker on the line that runs down the page. */
function Chapter({ n, children }: { n: number; children: ReactNode }) {
  return (
    <div className="relative ps-14">
      <span
        aria-hidden="true"
        className={`${tone.primary} absolute start-0 top-0 grid size-10 place-items-center rounded-full text-sm font-black shadow-raised`}
      >
        {String(n).padStart(2, '0')}
      </span>
      <p className="mb-1 text-sm font-bold tracking-wide text-neutral-700">{t.storyChapter(n)}</p>
      {children}
    </div>
  );
}

/** A narrow column read top to bottom like a story, chapter after chapter. */
export function StackedStoryView(props: StorefrontProps) {
  const { vendor } = props;
  return (
    <>
      <HeroStory vendor={vendor} />
      <div className="relative mx-auto flex max-w-4xl flex-col gap-14 px-4 py-14">
        <span
          aria-hidden="true"
          className="absolute inset-y-14 start-9 w-0.5 bg-(--vendor-accent)"
        />
        <Chapter n={1}>
          <StoreGallery vendor={vendor} />
        </Chapter>
        <Chapter n={2}>
          <StoreProducts {...props} columns="roomy" />
        </Chapter>
        <Chapter n={3}>
          <StoreStats vendor={vendor} look="band" />
        </Chapter>
        <Chapter n={4}>
          <div className="grid gap-4 md:grid-cols-2">
            <StoreHours vendor={vendor} />
            <StoreContact vendor={vendor} />
          </div>
        </Chapter>
      </div>
    </>
  );
}
