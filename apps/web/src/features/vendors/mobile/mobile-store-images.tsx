import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { useState } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { cn } from '@/lib/cn';
import { storeImageUrl, storePictures } from '../store-facts';

const m = t.mobile;

/** The store's pictures: one image, or a swipeable carousel with dots when there are more. */
export function MobileStoreImages({ vendor }: { vendor: Vendor }) {
  const [current, setCurrent] = useState(0);
  const pictures = storePictures(vendor);
  if (pictures.length === 0)
    return <div aria-hidden="true" className="h-28 bg-(--vendor-primary)" />;
  const image = (url: string, index: number) => (
    <ImageWithFallback
      src={storeImageUrl(url, 'medium')}
      alt={t.imageAlt(vendor.vendor_name, index + 1)}
      fallbackLabel={vendor.vendor_name}
      width={800}
      height={600}
      loading={index === 0 ? 'high' : 'lazy'}
      className="aspect-[4/3] w-full"
    />
  );
  if (pictures.length === 1) return image(pictures[0] as string, 0);
  return (
    <section aria-label={m.imagesLabel} aria-roledescription="carousel" className="relative">
      {/* Focusable so the pictures can be scrolled with the keyboard too. */}
      <ul
        tabIndex={0}
        aria-label={m.imagesLabel}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
        onScroll={(event) => {
          const node = event.currentTarget;
          setCurrent(Math.round(Math.abs(node.scrollLeft) / node.clientWidth));
        }}
      >
        {pictures.map((url, index) => (
          <li
            key={url}
            className="w-full shrink-0 snap-center"
            aria-label={m.slide(index + 1, pictures.length)}
          >
            {image(url, index)}
          </li>
        ))}
      </ul>
      <p className="absolute bottom-11 start-3 rounded-pill bg-black/70 px-2.5 py-0.5 text-xs font-bold text-white">
        <span dir="ltr">{m.slide(current + 1, pictures.length)}</span>
      </p>
      <div aria-hidden="true" className="absolute inset-x-0 bottom-12 flex justify-center gap-1.5">
        {pictures.map((url, index) => (
          <span
            key={url}
            className={cn(
              'h-1.5 rounded-full bg-white shadow transition-all',
              index === current ? 'w-5' : 'w-1.5 opacity-70',
            )}
          />
        ))}
      </div>
    </section>
  );
}
