import { HeroWall } from '../sections/hero-wall';
import { StoreAbout } from '../sections/store-about';
import { StoreContact } from '../sections/store-contact';
import { StoreGallery } from '../sections/store-gallery';
import { StoreHours } from '../sections/store-hours';
import { StoreProducts } from '../sections/store-products';
import { StoreStats } from '../sections/store-stats';
import type { StorefrontProps } from '../storefront-props';

/** Pictures lead: a mosaic hero, a dense wall of products and the full gallery wall. */
export function VisualWall(props: StorefrontProps) {
  const { vendor } = props;
  return (
    <>
      <HeroWall vendor={vendor} />
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10">
        <StoreProducts {...props} columns="wall" />
        <StoreGallery vendor={vendor} look="wall" />
        <StoreStats vendor={vendor} />
        <div className="grid gap-4 md:grid-cols-3">
          <StoreAbout vendor={vendor} />
          <StoreHours vendor={vendor} />
          <StoreContact vendor={vendor} />
        </div>
      </div>
    </>
  );
}
