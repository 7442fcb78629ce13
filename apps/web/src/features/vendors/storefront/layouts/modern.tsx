import { HeroSplit } from '../sections/hero-split';
import { StoreAbout } from '../sections/store-about';
import { StoreContact } from '../sections/store-contact';
import { StoreGallery } from '../sections/store-gallery';
import { StoreHours } from '../sections/store-hours';
import { StoreProducts } from '../sections/store-products';
import { StoreStats } from '../sections/store-stats';
import type { StorefrontProps } from '../storefront-props';

/** 'modern' (older seller tools): a split hero, a stats band, products, then a row about the shop. */
export function Modern(props: StorefrontProps) {
  const { vendor } = props;
  return (
    <>
      <HeroSplit vendor={vendor} />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
        <StoreStats vendor={vendor} look="band" />
        <StoreProducts {...props} columns="dense" />
        <div className="grid gap-4 md:grid-cols-3">
          <StoreAbout vendor={vendor} />
          <StoreHours vendor={vendor} />
          <StoreContact vendor={vendor} />
        </div>
        <StoreGallery vendor={vendor} look="strip" />
      </div>
    </>
  );
}
