import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { storeImageUrl, storePictures } from '@/features/vendors/store-facts';
import { cn } from '@/lib/cn';
import { tone } from '../theme-classes';
import { StoreAddress, StoreChips, StoreLogo, StoreName } from './store-identity';

/** How many pictures the wall shows (a large one and four small). */
const WALL_SIZE = 5;

/** A mosaic of the shop's pictures with the store's card laid over it. */
export function HeroWall({ vendor }: { vendor: Vendor }) {
  const pictures = storePictures(vendor).slice(0, WALL_SIZE);
  return (
    <header className={cn('store-banner relative', tone.secondary)}>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-2 px-4 pt-20 md:h-[30rem] md:grid-cols-4 md:grid-rows-2">
        {pictures.map((url, index) => (
          <div
            key={url}
            className={cn(
              'overflow-hidden rounded-card bg-white/40',
              index === 0
                ? 'col-span-2 row-span-2 aspect-[4/3] md:aspect-auto'
                : 'hidden aspect-square md:block md:aspect-auto',
            )}
          >
            <ImageWithFallback
              src={storeImageUrl(url, index === 0 ? 'medium' : 'thumbnail')}
              alt={
                index === 0
                  ? t.bannerAlt(vendor.vendor_name)
                  : t.imageAlt(vendor.vendor_name, index)
              }
              fallbackLabel={vendor.vendor_name}
              width={index === 0 ? 800 : 300}
              height={index === 0 ? 600 : 300}
              loading={index === 0 ? 'high' : 'eager'}
              className="size-full"
            />
          </div>
        ))}
      </div>
      <div className="relative mx-auto -mt-16 max-w-5xl px-4 pb-8">
        <div className={cn(tone.card, 'flex flex-col gap-4 p-6 md:flex-row md:items-center')}>
          <StoreLogo vendor={vendor} className="size-20" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <StoreName vendor={vendor} className="text-(--vendor-primary) md:text-4xl" />
            <StoreAddress vendor={vendor} className="text-neutral-700" />
          </div>
          <StoreChips vendor={vendor} className={tone.secondary} />
        </div>
      </div>
    </header>
  );
}
