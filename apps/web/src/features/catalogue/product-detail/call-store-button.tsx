import { telLink } from '@souq/domain/contact-links';
import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import type { Product } from '@souq/domain/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Phone, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { vendorThemeQuery } from '@/features/catalogue/api/vendors';
import { useShopperPaths } from '@/lib/tree-paths';

/**
 * A display-only product is asked about, not bought here: instead of an add button that can
 * only refuse, a call to the store (its phone, tel:), or its page when it has no phone.
 */
export function CallStoreButton({ product }: { product: Product }) {
  const paths = useShopperPaths();
  // The same store query the page's theme uses: usually already loaded.
  const vendor = useQuery(vendorThemeQuery(product.vendor_id));
  const call = telLink(vendor.data?.phone_number);
  const store = product.vendor_profiles.vendor_name;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t.displayOnlyNote}</p>
      {call ? (
        <a
          href={call}
          aria-label={t.callStoreLabel(store)}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          <Phone aria-hidden="true" className="size-5" />
          {t.callStore}
        </a>
      ) : (
        <Link
          to={paths.vendor(product.vendor_id)}
          className={buttonStyles({ size: 'lg', variant: 'outline', className: 'w-full' })}
        >
          <Store aria-hidden="true" className="size-5" />
          {t.visitStoreToAsk}
        </Link>
      )}
    </div>
  );
}
