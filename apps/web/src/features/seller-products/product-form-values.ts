import type { ProductStatus, SellerProduct } from '@souq/domain/schemas/seller-products';
import { latinDigits } from '@/lib/latin-digits';

/** A variant as the editor types it: numbers stay text until the schema reads them. */
export interface VariantValues {
  id?: string;
  size: string;
  color: string;
  price_adjustment: string;
  stock_count: string;
}

export interface ProductValues {
  name: string;
  description: string;
  category_id: string;
  sku: string;
  base_price: string;
  currency: string;
  stock_count: string;
  availability_mode: string;
  pickup_available: boolean;
  delivery_available: boolean;
  delivery_price: string;
  payment_cash_on_delivery: boolean;
  payment_shamcash: boolean;
  payment_goldmasters: boolean;
  status: Exclude<ProductStatus, 'archived'>;
  variants: VariantValues[];
}

export const emptyVariant: VariantValues = {
  size: '',
  color: '',
  price_adjustment: '0',
  stock_count: '0',
};

/** What a new product starts from: sold, picked up or delivered, paid in cash. */
export function productValues(product: SellerProduct | null): ProductValues {
  if (!product) {
    return {
      name: '',
      description: '',
      category_id: '',
      sku: '',
      base_price: '',
      currency: 'SYP',
      stock_count: '1',
      availability_mode: 'for_sale',
      pickup_available: true,
      delivery_available: true,
      delivery_price: '0',
      payment_cash_on_delivery: true,
      payment_shamcash: false,
      payment_goldmasters: false,
      status: 'active',
      variants: [],
    };
  }
  return {
    name: product.name,
    description: product.description,
    category_id: product.category_id ?? '',
    sku: product.sku ?? '',
    base_price: String(product.base_price),
    currency: product.currency,
    stock_count: String(product.stock_count),
    availability_mode: product.availability_mode,
    pickup_available: product.pickup_available,
    delivery_available: product.delivery_available,
    delivery_price: String(product.delivery_price),
    payment_cash_on_delivery: product.payment_cash_on_delivery,
    payment_shamcash: product.payment_shamcash,
    payment_goldmasters: product.payment_goldmasters,
    status: product.status === 'draft' ? 'draft' : 'active',
    variants: product.variants.map((variant) => ({
      id: variant.id,
      size: variant.size ?? '',
      color: variant.color ?? '',
      price_adjustment: String(variant.price_adjustment),
      stock_count: String(variant.stock_count),
    })),
  };
}

/** Typed text to a number; empty is NaN so the schema names the field instead of saving 0. */
function numeric(text: string): number {
  const clean = latinDigits(text)
    .trim()
    .replace(/[,\u066C]/g, '');
  return clean === '' ? Number.NaN : Number(clean);
}

/**
 * The editor's text as productInput reads it. With variants the product's own stock is the
 * sum of theirs (the schema ignores it), so an empty stock field never blocks the save.
 */
export function productPayload(values: ProductValues) {
  const variants = values.variants.map((variant) => ({
    ...(variant.id ? { id: variant.id } : {}),
    size: variant.size,
    color: variant.color,
    price_adjustment: numeric(variant.price_adjustment),
    stock_count: numeric(variant.stock_count),
  }));
  const ownStock = numeric(values.stock_count);
  const stock =
    variants.length > 0
      ? variants.reduce(
          (sum, variant) => sum + (Number.isFinite(variant.stock_count) ? variant.stock_count : 0),
          0,
        )
      : ownStock;
  return {
    ...values,
    category_id: values.category_id || null,
    base_price: numeric(values.base_price),
    stock_count: stock,
    delivery_price: numeric(values.delivery_price),
    variants,
  };
}
