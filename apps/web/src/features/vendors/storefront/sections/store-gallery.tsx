import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { Images } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { storeImageUrl } from '@/features/vendors/store-facts';
import { cn } from '@/lib/cn';
import { SectionTitle } from './section-title';

/** Spec discovery §9: 6 thumbnails before 'view all'. */
export const GALLERY_PREVIEW = 6;

const looks = {
  grid: { list: 'grid grid-cols-2 gap-3 sm:grid-cols-3', item: 'aspect-[4/3]' },
  wall: {
    list: 'grid grid-cols-2 gap-2 md:grid-cols-3 [&>li:first-child]:col-span-2 [&>li:first-child]:row-span-2',
    item: 'aspect-square',
  },
  strip: {
    list: 'grid grid-cols-3 gap-2 md:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]',
    item: 'aspect-square',
  },
} as const;

/** The store's pictures: six, then all of them on request. Nothing when it has none. */
export function StoreGallery({
  vendor,
  look = 'grid',
}: {
  vendor: Vendor;
  look?: keyof typeof looks;
}) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const images = vendor.store_images;
  if (images.length === 0) return null;
  const shown = all ? images : images.slice(0, GALLERY_PREVIEW);
  const style = looks[look];
  return (
    <section aria-labelledby={`${listId}-title`}>
      <SectionTitle>
        <span id={`${listId}-title`}>{t.gallery}</span>
      </SectionTitle>
      <ul id={listId} className={style.list}>
        {shown.map((image, index) => (
          <li key={image.image_url} className="overflow-hidden rounded-card bg-neutral-100">
            <ImageWithFallback
              src={storeImageUrl(
                image.image_url,
                look === 'wall' && index === 0 ? 'medium' : 'thumbnail',
              )}
              alt={t.imageAlt(vendor.vendor_name, index + 1)}
              fallbackLabel={t.gallery}
              width={300}
              height={300}
              className={cn(
                'size-full transition-transform duration-500 hover:scale-105',
                style.item,
              )}
            />
          </li>
        ))}
      </ul>
      {images.length > GALLERY_PREVIEW && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((value) => !value)}
          className={buttonStyles({ variant: 'outline', className: 'mx-auto mt-4 flex' })}
        >
          <Images aria-hidden="true" className="size-5" />
          {all ? t.viewLess : t.viewAll(images.length)}
        </button>
      )}
    </section>
  );
}
