import { HeroBand } from '../sections/hero-band';
import { StoreAbout } from '../sections/store-about';
import { StoreContact } from '../sections/store-contact';
import { StoreGallery } from '../sections/store-gallery';
import { StoreHours } from '../sections/store-hours';
import { StoreProducts } from '../sections/store-products';
import type { StorefrontProps } from '../storefront-props';

/**
 * 'classic' (older seller tools): a plain band with the name, then a shop-window column about
 * the shop at the start side and the products beside it, like a printed catalogue.
 */
export function Classic(props: StorefrontProps) {
  const { vendor } = props;
  return (
    <>
      <HeroBand vendor={vendor} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col gap-4 lg:sticky lg:top-36 lg:self-start">
          <StoreAbout vendor={vendor} />
          <StoreHours vendor={vendor} />
          <StoreContact vendor={vendor} />
        </aside>
        <div className="flex min-w-0 flex-col gap-10">
          <StoreProducts {...props} columns="roomy" />
          <StoreGallery vendor={vendor} />
        </div>
      </div>
    </>
  );
}
