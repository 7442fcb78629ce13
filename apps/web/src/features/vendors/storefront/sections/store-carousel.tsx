import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { ProductCard } from '@/features/catalogue/components/product-card';
import type { StorefrontProps } from '../storefront-props';
import { tone } from '../theme-classes';
import { SectionTitle } from './section-title';

/** How many products the featured carousel shows before the full grid below. */
export const CAROUSEL_SIZE = 8;

/** A horizontal, snapping strip of the newest products with previous and next buttons. */
export function StoreCarousel({ vendor, cart }: StorefrontProps) {
  const strip = useRef<HTMLUListElement>(null);
  const products = (vendor.products ?? []).slice(0, CAROUSEL_SIZE);
  if (products.length === 0) return null;
  // "Next" goes towards the end of the line: leftwards in Arabic.
  const move = (step: 1 | -1) => {
    const node = strip.current;
    if (!node) return;
    const rtl = getComputedStyle(node).direction === 'rtl';
    node.scrollBy({ left: step * (rtl ? -1 : 1) * node.clientWidth * 0.8, behavior: 'smooth' });
  };
  const arrow = `${tone.primary} grid size-11 place-items-center rounded-full shadow-raised`;
  return (
    <section aria-labelledby="store-featured">
      <SectionTitle
        aside={
          <span className="flex gap-2">
            <button
              type="button"
              onClick={() => move(-1)}
              aria-label={t.carouselPrevious}
              className={arrow}
            >
              <ChevronRight aria-hidden="true" className="size-5 ltr:-scale-x-100" />
            </button>
            <button
              type="button"
              onClick={() => move(1)}
              aria-label={t.carouselNext}
              className={arrow}
            >
              <ChevronLeft aria-hidden="true" className="size-5 ltr:-scale-x-100" />
            </button>
          </span>
        }
      >
        <span id="store-featured">{t.featured}</span>
      </SectionTitle>
      <ul
        ref={strip}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-4 [scrollbar-width:thin]"
      >
        {products.map((product) => (
          <li
            key={product.id}
            className="product-card flex w-64 shrink-0 snap-start rounded-card md:w-72"
          >
            <ProductCard
              product={product}
              onAddToCart={cart.onAdd}
              busy={cart.isBusy(product.id)}
              imageLoading="eager"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
