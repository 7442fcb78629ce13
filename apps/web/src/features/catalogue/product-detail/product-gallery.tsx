import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import type { Product } from '@souq/domain/schemas/catalogue';
import { Expand } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { cn } from '@/lib/cn';
import { MEDIUM, mediumUrl, THUMBNAIL, thumbnailOf } from '../image-url';

/** The viewer's code (and Radix's dialog) is downloaded only when a shopper opens it. */
const ImageViewer = lazy(() => import('./image-viewer'));

/** Main image (medium preset), thumbnails to switch it, and a button to open the viewer. */
export function ProductGallery({ product }: { product: Product }) {
  const urls = product.product_images.map((image) => image.image_url);
  const [current, setCurrent] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const main = urls[current] ?? null;
  return (
    <section aria-label={t.gallery} className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-card border border-neutral-200 bg-white dark:border-neutral-700 dark:bg-neutral-900">
        <ImageWithFallback
          src={main ? mediumUrl(main) : null}
          alt={product.name}
          fallbackLabel={catalogueText.noImage}
          width={MEDIUM.width}
          height={MEDIUM.height}
          loading="high"
          className="aspect-[4/3] h-auto w-full object-contain"
        />
        {main && (
          <button
            type="button"
            onClick={() => setViewerOpen(true)}
            aria-label={t.openViewer}
            className="absolute inset-0 flex items-end justify-end p-3"
          >
            <span className="flex size-11 items-center justify-center rounded-full bg-neutral-950/60 text-white">
              <Expand aria-hidden="true" className="size-5" />
            </span>
          </button>
        )}
      </div>
      {urls.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {urls.map((url, index) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                aria-label={t.showImage(index + 1, urls.length)}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
                className={cn(
                  'block overflow-hidden rounded-xl border-2',
                  index === current ? 'border-primary-700' : 'border-transparent',
                )}
              >
                <ImageWithFallback
                  src={thumbnailOf(url)}
                  alt=""
                  fallbackLabel={catalogueText.noImage}
                  width={THUMBNAIL.width}
                  height={THUMBNAIL.height}
                  className="h-14 w-20"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewerOpen && (
        <Suspense fallback={null}>
          <ImageViewer
            images={urls.map(mediumUrl)}
            startIndex={current}
            alt={product.name}
            onClose={() => setViewerOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
