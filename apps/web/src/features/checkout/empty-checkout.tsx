import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { EmptyCart } from '../cart-page/empty-cart';

/** Spec §2: an empty cart at checkout says so and links to the products. */
export function EmptyCheckout({ productsHref }: { productsHref: string }) {
  return <EmptyCart productsHref={productsHref} text={checkoutText.screen} />;
}
