import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { storeImageUrl, storePictures } from '@/features/vendors/store-facts';
import { tone } from '../theme-classes';
import { StoreAddress, StoreChips, StoreLogo, StoreName } from './store-identity';

/** Large hero: the shop's picture edge to edge, its name over a dark fade. */
export function HeroBanner({ vendor }: { vendor: Vendor }) {
  const picture = storePictures(vendor)[0];
  return (
    <header className={`store-banner on-dark relative isolate overflow-hidden ${tone.primary}`}>
      {picture && (
        <ImageWithFallback
          src={storeImageUrl(picture, 'medium')}
          alt={t.bannerAlt(vendor.vendor_name)}
          fallbackLabel={vendor.vendor_name}
          width={800}
          height={600}
          loading="high"
          className="absolute inset-0 -z-10 size-full"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-linear-to-t from-black/85 via-black/45 to-black/10" />
      <div className="mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-end gap-4 px-4 pt-32 pb-10 text-white md:flex-row md:items-end md:justify-start">
        <StoreLogo vendor={vendor} className="size-24 ring-4 ring-white md:size-32" />
        <div className="flex flex-col gap-3">
          <StoreName vendor={vendor} />
          <StoreAddress vendor={vendor} className="text-white/90" />
          <StoreChips vendor={vendor} className="bg-white/15 text-white backdrop-blur" />
        </div>
      </div>
    </header>
  );
}
