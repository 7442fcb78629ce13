import type { CheckoutLine } from '@souq/domain/checkout';
import { productDetailText } from '@souq/domain/locales/ar/product-detail';
import { type Minor, toMinor } from '@souq/domain/money';
import type { CreateOrderData } from '@souq/domain/schemas/orders';
import { AppError } from '../../../http/app-error';
import type { ProductRow, VariantRow } from '../repository/listings';

/** An ordered line as the database says it is now: price, stock and rules. */
export interface PricedLine extends CheckoutLine {
  variantId: string | null;
  variantName: string | null;
  /** Current unit price (base + variant adjustment) and what the shopper was shown. */
  unitPrice: Minor;
  sentPrice: Minor;
  product: ProductRow;
}

type Item = CreateOrderData['items'][number];

const variantName = (v: VariantRow) =>
  [v.color?.trim(), v.size?.trim()].filter(Boolean).join(' - ') || null;

const unavailable = (item: Item) =>
  new AppError('PRODUCT_UNAVAILABLE', undefined, {
    product_id: item.product_id,
    variant_id: item.variant_id,
  });

/**
 * Prices every line from the database, never from the payload. A product that is gone,
 * hidden, or a variant that is not the product's, is PRODUCT_UNAVAILABLE; a product with
 * options ordered without one is a 400, as the product page asks for the options first.
 */
export function priceLines(
  items: Item[],
  productRows: readonly ProductRow[],
  variantRows: readonly VariantRow[],
): PricedLine[] {
  const productsById = new Map(productRows.map((row) => [row.id, row]));
  const variantsById = new Map(variantRows.map((row) => [row.id, row]));
  return items.map((item, index) => {
    const product = productsById.get(item.product_id);
    if (!product?.isListed) throw unavailable(item);
    const variant = item.variant_id ? variantsById.get(item.variant_id) : undefined;
    if (item.variant_id && variant?.productId !== product.id) throw unavailable(item);
    if (!variant && product.hasOptions) {
      throw new AppError('VALIDATION_FAILED', undefined, [
        {
          in: 'body',
          field: `items.${index}.variant_id`,
          message: productDetailText.chooseOptionsText,
        },
      ]);
    }
    return {
      productId: product.id,
      vendorId: product.vendorId,
      currency: product.currency,
      quantity: item.quantity,
      maxStock: variant ? variant.stockCount : product.stockCount,
      availabilityMode: product.availabilityMode === 'for_sale' ? 'for_sale' : 'display_only',
      pickupAvailable: product.pickupAvailable,
      deliveryAvailable: product.deliveryAvailable,
      paymentCod: product.paymentCod,
      paymentShamcash: product.paymentShamcash,
      paymentGoldmasters: product.paymentGoldmasters,
      variantId: variant?.id ?? null,
      variantName: variant ? variantName(variant) : null,
      unitPrice: toMinor(product.basePrice) + (variant ? toMinor(variant.priceAdjustment) : 0),
      sentPrice: toMinor(item.unit_price),
      product,
    };
  });
}
