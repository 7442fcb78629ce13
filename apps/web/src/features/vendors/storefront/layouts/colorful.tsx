import { HeroBanner } from '../sections/hero-banner';
import { StoreAbout } from '../sections/store-about';
import { StoreCarousel } from '../sections/store-carousel';
import { StoreContact } from '../sections/store-contact';
import { StoreGallery } from '../sections/store-gallery';
import { StoreHours } from '../sections/store-hours';
import { StoreProducts } from '../sections/store-products';
import { StoreStats } from '../sections/store-stats';
import type { StorefrontProps } from '../storefront-props';

/**
 * 'colorful' (older seller tools): the store's colours carry the page: the picture hero, a
 * colour band of stats, a carousel of products and the gallery as a wall.
 */
export function Colorful(props: StorefrontProps) {
  const { vendor } = props;
  return (
    <>
      <HeroBanner vendor={vendor} />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
        <StoreStats vendor={vendor} look="band" />
        <StoreCarousel {...props} />
        <StoreProducts {...props} columns="dense" />
        <StoreGallery vendor={vendor} look="wall" />
        <div className="grid gap-4 md:grid-cols-3">
          <StoreAbout vendor={vendor} />
          <StoreHours vendor={vendor} />
          <StoreContact vendor={vendor} />
        </div>
      </div>
    </>
  );
}
