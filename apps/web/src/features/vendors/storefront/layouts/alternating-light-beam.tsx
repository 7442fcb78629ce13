import { HeroSplit } from '../sections/hero-split';
import { StoreContact } from '../sections/store-contact';
import { StoreGallery } from '../sections/store-gallery';
import { StoreHours } from '../sections/store-hours';
import { StoreProducts } from '../sections/store-products';
import { StoreStats } from '../sections/store-stats';
import type { StorefrontProps } from '../storefront-props';
import { tone } from '../theme-classes';

/** Bands that alternate light and the store's colour, each crossed by a soft beam. */
export function AlternatingLightBeam(props: StorefrontProps) {
  const { vendor } = props;
  const band = 'mx-auto max-w-7xl px-4';
  return (
    <>
      <HeroSplit vendor={vendor} />
      <div className="py-14">
        <div className={band}>
          <StoreProducts {...props} columns="dense" />
        </div>
      </div>
      <div className={`${tone.primary} on-dark relative overflow-hidden py-12`}>
        <span aria-hidden="true" className={`${tone.beam} absolute inset-0`} />
        <div className={`${band} relative`}>
          <StoreStats vendor={vendor} look="open" />
        </div>
      </div>
      <div className={`${tone.secondary} py-14`}>
        <div className={`${band} grid items-start gap-8 lg:grid-cols-[2fr_1fr]`}>
          <div className={`${tone.card} p-5`}>
            <StoreGallery vendor={vendor} />
          </div>
          <div className="flex flex-col gap-4">
            <StoreHours vendor={vendor} />
            <StoreContact vendor={vendor} />
          </div>
        </div>
      </div>
    </>
  );
}
