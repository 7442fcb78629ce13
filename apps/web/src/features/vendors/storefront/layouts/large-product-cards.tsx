import { HeroBand } from '../sections/hero-band';
import { StoreAbout } from '../sections/store-about';
import { StoreContact } from '../sections/store-contact';
import { StoreGallery } from '../sections/store-gallery';
import { StoreHours } from '../sections/store-hours';
import { StoreProducts } from '../sections/store-products';
import { StoreStats } from '../sections/store-stats';
import type { StorefrontProps } from '../storefront-props';

/** Big product cards, two to a row, under a slim band; the shop's details close the page. */
export function LargeProductCards(props: StorefrontProps) {
  const { vendor } = props;
  return (
    <>
      <HeroBand vendor={vendor} />
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10">
        <StoreStats vendor={vendor} />
        <StoreProducts {...props} columns="large" />
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
