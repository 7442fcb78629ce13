import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartItem, canAddToCart, cartCount, cartItemId, cartReducer } from './cart';
import { cartItemFixture } from './cart.fixture';
import { parseVariants } from './variants';

const item = (overrides: Partial<CartItem> = {}): CartItem => cartItemFixture(overrides);

describe('cartItemId', () => {
  it("joins product, variant or 'default', and the time", () => {
    expect(cartItemId('p1', null, 5)).toBe('p1-default-5');
    expect(cartItemId('p1', 'red', 5)).toBe('p1-red-5');
  });
});

describe('cartReducer', () => {
  it('merges the same product and variant, capped at maxStock', () => {
    const once = cartReducer([], { type: 'add', item: item({ quantity: 2 }) });
    const twice = cartReducer(once, { type: 'add', item: item({ quantity: 2, id: 'x' }) });
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(3);
    expect(twice[0]?.id).toBe('p1-default-1');
  });

  it('caps a new item at maxStock and appends another variant', () => {
    const cart = cartReducer([item()], {
      type: 'add',
      item: item({ variantId: 'red', quantity: 9 }),
    });
    expect(cart.map((i) => [i.variantId, i.quantity])).toEqual([
      [null, 1],
      ['red', 3],
    ]);
  });

  it('removes by id, clears, and removes a vendor', () => {
    const cart = [item(), item({ id: 'b', productId: 'p2', vendorId: 'v2' })];
    expect(cartReducer(cart, { type: 'remove', id: 'b' }).map((i) => i.id)).toEqual([
      'p1-default-1',
    ]);
    expect(cartReducer(cart, { type: 'clear' })).toEqual([]);
    expect(cartReducer(cart, { type: 'removeVendor', vendorId: 'v1' }).map((i) => i.id)).toEqual([
      'b',
    ]);
  });

  it('keeps one vendor or one currency (conflict resolution)', () => {
    const cart = [
      item(),
      item({ id: 'b', productId: 'p2', vendorId: 'v2', currency: 'USD' }),
      item({ id: 'c', productId: 'p3', vendorId: 'v1', currency: 'USD' }),
    ];
    const ids = (next: CartItem[]) => next.map((i) => i.id);
    expect(ids(cartReducer(cart, { type: 'keepVendor', vendorId: 'v1' }))).toEqual([
      'p1-default-1',
      'c',
    ]);
    expect(ids(cartReducer(cart, { type: 'keepCurrency', currency: 'USD' }))).toEqual(['b', 'c']);
    expect(cartReducer(cart, { type: 'keepVendor', vendorId: 'none' })).toEqual([]);
  });

  it('clamps an updated quantity to 1..maxStock', () => {
    const cart = [item()];
    const set = (quantity: number) =>
      cartReducer(cart, { type: 'updateQuantity', id: 'p1-default-1', quantity })[0]?.quantity;
    expect(set(2)).toBe(2);
    expect(set(0)).toBe(1);
    expect(set(-4)).toBe(1);
    expect(set(99)).toBe(3);
    expect(set(Number.NaN)).toBe(1);
  });

  it('loads only well-formed items', () => {
    const broken = { quantity: 'x' } as unknown as CartItem;
    expect(cartReducer([], { type: 'load', items: [item(), broken] })).toHaveLength(1);
  });

  it('never exceeds maxStock whatever is added (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 })), (quantities) => {
        const cart = quantities.reduce(
          (state, quantity) => cartReducer(state, { type: 'add', item: item({ quantity }) }),
          [] as CartItem[],
        );
        expect(cartCount(cart)).toBeLessThanOrEqual(3);
        expect(cart.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('canAddToCart', () => {
  const product = {
    availability_mode: 'for_sale' as const,
    stock_count: 4,
    pickup_available: true,
    delivery_available: false,
    vendor_id: 'v1',
    base_price: 10,
    product_variants: [],
  };
  const variantRows = [
    { id: 'a', size: 'L', color: null, price_adjustment: 0, stock_count: 2 },
    { id: 'b', size: 'M', color: null, price_adjustment: 0, stock_count: 0 },
  ];

  it('accepts a product for sale, in stock, with a way to receive it', () => {
    expect(canAddToCart(product)).toBeNull();
  });

  it('names each reason', () => {
    expect(canAddToCart({ ...product, availability_mode: 'display_only' })).toBe('display_only');
    expect(canAddToCart({ ...product, stock_count: 0 })).toBe('out_of_stock');
    expect(canAddToCart({ ...product, pickup_available: false })).toBe('not_purchasable');
    expect(canAddToCart({ ...product, vendor_id: '' })).toBe('missing_vendor');
  });

  it('needs a chosen variant for variant products, and checks its stock', () => {
    const withVariants = { ...product, stock_count: 0, product_variants: variantRows };
    const [large, medium] = parseVariants(withVariants);
    expect(canAddToCart(withVariants)).toBe('choose_options');
    expect(canAddToCart(withVariants, large)).toBeNull();
    expect(canAddToCart(withVariants, medium)).toBe('out_of_stock');
  });

  it('is out of stock when every variant is', () => {
    const soldOut = { ...product, product_variants: [variantRows[1] as (typeof variantRows)[1]] };
    expect(canAddToCart(soldOut)).toBe('out_of_stock');
  });
});
