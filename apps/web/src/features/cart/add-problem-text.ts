import type { AddToCartProblem } from '@souq/domain/cart';
import { cartText } from '@souq/domain/locales/ar/cart';
import { productDetailText } from '@souq/domain/locales/ar/product-detail';

/** The spec's toast (title and optional description) for each add-to-cart problem. */
export function addProblemText(problem: AddToCartProblem): { title: string; description?: string } {
  switch (problem) {
    case 'display_only':
      return { title: cartText.displayOnly };
    case 'not_purchasable':
      return { title: cartText.notPurchasable };
    case 'out_of_stock':
      return { title: cartText.outOfStock };
    case 'missing_vendor':
      return { title: cartText.missingVendor };
    case 'choose_options':
      return {
        title: productDetailText.chooseOptionsTitle,
        description: productDetailText.chooseOptionsText,
      };
  }
}
