import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { EmptyCart } from '@/features/cart-page/empty-cart';

/** Spec orders §2: an empty cart at checkout says so and links to the products. */
export function EmptyCheckout() {
  return <EmptyCart text={checkoutText.screen} />;
}
