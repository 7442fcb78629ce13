import { HeroBand } from '../sections/hero-band';
import { StoreAbout } from '../sections/store-about';
import { StoreCarousel } from '../sections/store-carousel';
import { StoreContact } from '../sections/store-contact';
import { StoreGallery } from '../sections/store-gallery';
import { StoreHours } from '../sections/store-hours';
import { StoreProducts } from '../sections/store-products';
import { StoreStats } from '../sections/store-stats';
import type { StorefrontProps } from '../storefront-props';
import { tone } from '../theme-classes';

/** Products first: a featured carousel on a tinted stage, then every product, then the shop. */
export function ProductCarouselFocus(props: StorefrontProps) {
  const { vendor } = props;
  return (
    <>
      <HeroBand vendor={vendor} />
      <div className={`${tone.secondary} py-10`}>
        <div className="mx-auto max-w-7xl px-4">
          <StoreCarousel {...props} />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-12">
        <StoreProducts {...props} columns="dense" />
        <StoreStats vendor={vendor} look="band" />
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
