import { HeroBanner } from '../sections/hero-banner';
import { StoreAbout } from '../sections/store-about';
import { StoreContact } from '../sections/store-contact';
import { StoreGallery } from '../sections/store-gallery';
import { StoreHours } from '../sections/store-hours';
import { StoreProducts } from '../sections/store-products';
import { StoreStats } from '../sections/store-stats';
import type { StorefrontProps } from '../storefront-props';

/** The default: a big picture hero, stats, then products beside a column about the shop. */
export function LargeHeroSection(props: StorefrontProps) {
  const { vendor } = props;
  return (
    <>
      <HeroBanner vendor={vendor} />
      <div className="relative mx-auto -mt-8 flex max-w-7xl flex-col gap-10 px-4 pb-16">
        <StoreStats vendor={vendor} />
        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
          <StoreProducts {...props} columns="roomy" />
          <aside className="flex flex-col gap-4 lg:sticky lg:top-36 lg:self-start">
            <StoreAbout vendor={vendor} />
            <StoreHours vendor={vendor} />
            <StoreContact vendor={vendor} />
          </aside>
        </div>
        <StoreGallery vendor={vendor} />
      </div>
    </>
  );
}
