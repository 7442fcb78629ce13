import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { storeImageUrl, storePictures } from '@/features/vendors/store-facts';
import { tone } from '../theme-classes';
import { StoreAddress, StoreChips, StoreLogo, StoreName } from './store-identity';

/** Half words on the store's colour crossed by a beam of light, half the shop's picture. */
export function HeroSplit({ vendor }: { vendor: Vendor }) {
  const picture = storePictures(vendor)[0];
  return (
    <header className={`store-banner on-dark grid md:grid-cols-2 ${tone.primary}`}>
      <div className="relative flex flex-col justify-center gap-4 overflow-hidden px-6 pt-28 pb-12 md:px-12">
        <span aria-hidden="true" className={`${tone.beam} absolute inset-0`} />
        <StoreLogo vendor={vendor} className="relative size-20" />
        <StoreName vendor={vendor} className="relative" />
        <StoreAddress vendor={vendor} className="relative opacity-90" />
        {vendor.description && (
          <p className="relative max-w-prose leading-relaxed opacity-90">{vendor.description}</p>
        )}
        <div className="relative">
          <StoreChips vendor={vendor} className={tone.accent} />
        </div>
      </div>
      <div className="relative min-h-72 bg-(--vendor-secondary)">
        {picture && (
          <ImageWithFallback
            src={storeImageUrl(picture, 'medium')}
            alt={t.bannerAlt(vendor.vendor_name)}
            fallbackLabel={vendor.vendor_name}
            width={800}
            height={600}
            loading="high"
            className="absolute inset-0 size-full"
          />
        )}
      </div>
    </header>
  );
}
