import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { formatPrice } from '@souq/domain/money';
import type { Product } from '@souq/domain/schemas/catalogue';
import { isValueAvailable } from '@souq/domain/variant-availability';
import {
  findVariant,
  hasVariants,
  type OptionGroup,
  optionGroups,
  parseVariants,
  totalVariantStock,
  type VariantSelection,
} from '@souq/domain/variants';
import { Loader2, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { SeparateOrderNote } from '@/features/cart/separate-order-note';
import { CallStoreButton } from './call-store-button';
import { StickyBuyBar } from './sticky-buy-bar';
import { StockLine } from './stock-line';
import { useDetailAddToCart } from './use-detail-add-to-cart';
import { VariantPicker } from './variant-picker';

/** Price, variant picker, stock, quantity and the add button of the product page. */
export function PurchasePanel({ product }: { product: Product }) {
  const withVariants = hasVariants(product);
  const variants = withVariants ? parseVariants(product) : [];
  const groups = optionGroups(variants);
  const [selection, setSelection] = useState<VariantSelection>(() => singleChoices(groups));
  const [quantity, setQuantity] = useState(1);
  const variant = findVariant(variants, selection);
  const stock = variant
    ? variant.stockCount
    : withVariants
      ? totalVariantStock(variants)
      : product.stock_count;
  const price = variant?.price ?? product.base_price;
  const { add, adding } = useDetailAddToCart();
  const purchasable = product.availability_mode === 'for_sale';
  // The chosen combination exists but has none left: marked on its chip, and never added.
  const variantSoldOut = variant !== null && variant.stockCount <= 0;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-3xl font-extrabold text-primary-800 dark:text-primary-300">
        {formatPrice(price, product.currency)}
      </p>
      {groups.length > 0 && (
        <VariantPicker
          groups={groups}
          selection={selection}
          isAvailable={(group, value) =>
            isValueAvailable(variants, groups, selection, group, value)
          }
          onSelect={(name, value) => {
            setSelection((current) => ({ ...current, [name]: value }));
            setQuantity(1);
          }}
        />
      )}
      {purchasable && <StockLine stock={stock} />}
      {purchasable && stock > 0 && (
        <QuantityStepper
          value={Math.min(quantity, Math.max(1, stock))}
          max={stock}
          onChange={setQuantity}
          labels={{ group: t.quantity, decrease: t.decrease, increase: t.increase }}
          visibleLabel={t.quantity}
        />
      )}
      {purchasable && (
        <SeparateOrderNote vendorId={product.vendor_id} currency={product.currency} />
      )}
      {product.availability_mode === 'display_only' ? (
        <CallStoreButton product={product} />
      ) : (
        <>
          {/* Right before the add button: the bar presses it (sticky-buy-bar.tsx). */}
          <StickyBuyBar
            name={product.name}
            price={price}
            currency={product.currency}
            label={
              variantSoldOut
                ? t.variantSoldOut
                : withVariants && !variant
                  ? t.chooseOptionsTitle
                  : t.addToCart
            }
          />
          <button
            type="button"
            onClick={() => add(product, variant, Math.min(quantity, Math.max(1, stock)))}
            disabled={adding || variantSoldOut}
            aria-busy={adding}
            className={buttonStyles({ size: 'lg', className: 'w-full' })}
          >
            {adding ? (
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <ShoppingCart aria-hidden="true" className="size-5" />
            )}
            {adding
              ? t.adding
              : variantSoldOut
                ? t.variantSoldOut
                : withVariants && !variant
                  ? t.chooseOptionsTitle
                  : t.addToCart}
          </button>
        </>
      )}
    </div>
  );
}

/** A group with one value in stock leaves nothing to choose: it starts chosen. */
function singleChoices(groups: readonly OptionGroup[]): VariantSelection {
  const selection: VariantSelection = {};
  for (const group of groups) {
    const [only] = group.values;
    if (group.values.length === 1 && only?.available) selection[group.name] = only.value;
  }
  return selection;
}
