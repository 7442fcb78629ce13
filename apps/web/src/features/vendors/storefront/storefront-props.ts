import type { Product } from '@souq/domain/schemas/catalogue';
import type { Vendor } from '@souq/domain/schemas/vendors';

/** What every storefront layout receives: the store and the add-to-cart of the cards. */
export interface StorefrontProps {
  vendor: Vendor;
  cart: { onAdd: (product: Product) => void; isBusy: (id: string) => boolean };
}
