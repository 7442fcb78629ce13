import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { formatPrice } from '@souq/domain/money';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { useShopperPaths } from '@/lib/tree-paths';

interface StickyBuyBarProps {
  name: string;
  price: number;
  currency: string;
  /** The panel button's own words ('add to cart', or 'choose the options' while unchosen). */
  label: string;
}

/**
 * The phone's add-to-cart bar (issue walk: on a long product page the button scrolls away).
 * Placed right before the purchase panel's own add button: while that button is off screen a
 * bar with the name, the price and 'add to cart' stays at the bottom (above the /mobile tab
 * bar); its button brings the panel's button into view and presses it, so the choice of
 * options, the quantity and every rule of adding stay in one place. Phones only; drawn in
 * document.body so no transformed ancestor moves it and the button stays the marker's sibling.
 */
export function StickyBuyBar({ name, price, currency, label }: StickyBuyBarProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(false);
  const aboveTabBar = useShopperPaths().tree === 'mobile';

  useEffect(() => {
    const target = marker.current?.nextElementSibling;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(!entry?.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  const press = () => {
    const button = marker.current?.nextElementSibling;
    if (!(button instanceof HTMLElement)) return;
    button.scrollIntoView({ behavior: 'smooth', block: 'center' });
    button.click();
  };

  return (
    <>
      <span ref={marker} hidden />
      {shown &&
        createPortal(
          <div
            className={cn(
              'fixed inset-x-0 z-30 border-t border-neutral-200 bg-white/95 px-4 py-2 shadow-raised backdrop-blur md:hidden dark:border-neutral-700 dark:bg-neutral-900/95',
              aboveTabBar
                ? 'bottom-[calc(4rem+var(--spacing-safe-bottom))]'
                : 'bottom-0 pb-safe-bottom',
            )}
          >
            <div className="mx-auto flex max-w-screen-sm items-center gap-3">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm text-neutral-700 dark:text-neutral-300">
                  {name}
                </span>
                <span className="font-extrabold text-primary-800 dark:text-primary-300">
                  {formatPrice(price, currency)}
                </span>
              </div>
              <button
                type="button"
                onClick={press}
                aria-label={t.stickyAdd(label, name)}
                className={buttonStyles({ size: 'md' })}
              >
                <ShoppingCart aria-hidden="true" className="size-5" />
                {t.addToCart}
              </button>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
