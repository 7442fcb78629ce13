import { defaultCategories } from '@souq/domain/locales/ar/categories';
import { colorPatterns, layoutTemplates } from '@souq/domain/vendor-theme';
import { describe, expect, it } from 'vitest';
import { seedAccounts } from './data/accounts';
import { seedProducts } from './data/products';
import { seedVendors } from './data/vendors';

const arabic = /\p{Script=Arabic}/u;
const decimal = /^\d+\.\d{2}$/;
const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;

describe('demo vendors', () => {
  it('are many, spread over Syrian cities, inside the Syrian bounding box', () => {
    expect(seedVendors.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seedVendors.map((v) => v.city)).size).toBeGreaterThanOrEqual(10);
    for (const v of seedVendors) {
      expect(v.latitude, v.key).toBeGreaterThan(32);
      expect(v.latitude, v.key).toBeLessThan(38);
      expect(v.longitude, v.key).toBeGreaterThan(35);
      expect(v.longitude, v.key).toBeLessThan(43);
    }
    const points = seedVendors.map((v) => `${v.latitude},${v.longitude}`);
    expect(new Set(points).size).toBe(points.length);
  });

  it('have Arabic names, descriptions and addresses ending in سوريا, and distinct Syrian phones', () => {
    for (const v of seedVendors) {
      expect(v.vendorName).toMatch(arabic);
      expect(v.description).toMatch(arabic);
      expect(v.formattedAddress.endsWith('سوريا')).toBe(true);
      expect(v.phoneNumber).toMatch(/^\+963 9\d{2} \d{3} \d{3}$/);
      expect(v.deliveryRadiusKm).toBeGreaterThanOrEqual(3);
      expect(v.deliveryRadiusKm).toBeLessThanOrEqual(25);
      expect(v.opensAt < v.closesAt, v.key).toBe(true);
    }
    expect(new Set(seedVendors.map((v) => v.phoneNumber)).size).toBe(seedVendors.length);
    expect(new Set(seedVendors.map((v) => v.key)).size).toBe(seedVendors.length);
  });

  it('use every colour pattern, every console layout and some legacy layout names', () => {
    const patterns = new Set(seedVendors.map((v) => v.colorPattern));
    const layouts = new Set<string>(seedVendors.map((v) => v.layoutTemplate));
    // Names older seller tools wrote; each renders as itself too (vendor-theme.ts).
    const legacy = ['modern', 'classic', 'minimal', 'colorful'];
    expect([...colorPatterns].filter((p) => !patterns.has(p))).toEqual([]);
    expect(layoutTemplates.filter((l) => !legacy.includes(l) && !layouts.has(l))).toEqual([]);
    expect(legacy.filter((l) => layouts.has(l)).length).toBeGreaterThanOrEqual(2);
  });

  it('mostly have wallet accounts, with one shop without and some with only one', () => {
    const wallets = (v: (typeof seedVendors)[number]) =>
      Number(v.shamcashAccount !== null) + Number(v.goldmastersAccount !== null);
    expect(count(seedVendors, (v) => wallets(v) > 0)).toBeGreaterThan(seedVendors.length / 2);
    expect(count(seedVendors, (v) => wallets(v) === 0)).toBeGreaterThanOrEqual(1);
    expect(count(seedVendors, (v) => wallets(v) === 1)).toBeGreaterThanOrEqual(1);
  });

  it('carry one polite and one hostile custom CSS, and the demo vendor owns exactly one shop', () => {
    const css = seedVendors.flatMap((v) => (v.customCss ? [v.customCss] : []));
    expect(css).toHaveLength(2);
    expect(css.some((text) => text.includes('</style>') && text.includes('expression('))).toBe(
      true,
    );
    expect(count(seedVendors, (v) => v.ownerEmail === 'vendor@souq.test')).toBe(1);
    for (const v of seedVendors) {
      if (v.ownerEmail) expect(seedAccounts.map((a) => a.email)).toContain(v.ownerEmail);
    }
  });

  it('have 4..9 store photos, some more than the 6 thumbnails shown', () => {
    for (const v of seedVendors) expect(v.storeImageCount).toBeGreaterThanOrEqual(4);
    expect(count(seedVendors, (v) => v.storeImageCount > 6)).toBeGreaterThanOrEqual(2);
  });
});

describe('demo products', () => {
  it('are at least 120, at least 12 in each default category, with unique keys', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(120);
    for (const category of defaultCategories) {
      expect(
        count(seedProducts, (p) => p.categorySlug === category.slug),
        category.slug,
      ).toBeGreaterThanOrEqual(12);
    }
    expect(new Set(seedProducts.map((p) => p.key)).size).toBe(seedProducts.length);
  });

  it('belong to known vendors and every vendor sells something', () => {
    const vendorKeys = new Set(seedVendors.map((v) => v.key));
    for (const p of seedProducts) expect(vendorKeys.has(p.vendorKey), p.key).toBe(true);
    for (const v of seedVendors)
      expect(count(seedProducts, (p) => p.vendorKey === v.key)).toBeGreaterThan(0);
  });

  it('have Arabic names and descriptions and positive decimal prices', () => {
    for (const p of seedProducts) {
      expect(p.name, p.key).toMatch(arabic);
      expect(p.description, p.key).toMatch(arabic);
      expect(p.basePrice, p.key).toMatch(decimal);
      expect(Number(p.basePrice), p.key).toBeGreaterThan(0);
      expect(p.deliveryPrice, p.key).toMatch(decimal);
      for (const variant of p.variants) expect(variant.priceAdjustment).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('cover the catalogue states the screens must show', () => {
    expect(count(seedProducts, (p) => p.variants.length > 0)).toBeGreaterThanOrEqual(15);
    expect(
      count(seedProducts, (p) => p.variants.some((v) => v.priceAdjustment !== '0.00')),
    ).toBeGreaterThan(3);
    expect(count(seedProducts, (p) => p.variants.some((v) => v.stockCount === 0))).toBeGreaterThan(
      3,
    );
    expect(
      count(seedProducts, (p) => p.availabilityMode === 'display_only'),
    ).toBeGreaterThanOrEqual(6);
    expect(count(seedProducts, (p) => p.stockCount === 0)).toBeGreaterThanOrEqual(6);
    expect(
      count(seedProducts, (p) => p.stockCount >= 1 && p.stockCount <= 5),
    ).toBeGreaterThanOrEqual(8);
    const usd = count(seedProducts, (p) => p.currency === 'USD');
    expect(usd).toBeGreaterThanOrEqual(4);
    expect(usd).toBeLessThanOrEqual(6);
    expect(count(seedProducts, (p) => !p.deliveryAvailable && p.pickupAvailable)).toBeGreaterThan(
      2,
    );
    expect(count(seedProducts, (p) => p.deliveryAvailable && !p.pickupAvailable)).toBeGreaterThan(
      2,
    );
    expect(count(seedProducts, (p) => p.deliveryAvailable && p.pickupAvailable)).toBeGreaterThan(
      seedProducts.length / 2,
    );
  });

  it('keep a product stock equal to the sum of its variant stocks', () => {
    for (const p of seedProducts.filter((product) => product.variants.length > 0)) {
      expect(p.stockCount, p.key).toBe(p.variants.reduce((sum, v) => sum + v.stockCount, 0));
    }
  });

  it('mix payment flags, mostly matching the vendor wallets but not always', () => {
    const vendor = new Map(seedVendors.map((v) => [v.key, v]));
    const mismatched = seedProducts.filter((p) => {
      const v = vendor.get(p.vendorKey)!;
      return (
        (p.paymentShamcash && !v.shamcashAccount) || (p.paymentGoldmasters && !v.goldmastersAccount)
      );
    });
    expect(mismatched.length).toBeGreaterThan(0);
    expect(mismatched.length).toBeLessThan(seedProducts.length / 10);
    const combos = new Set(
      seedProducts.map(
        (p) => `${p.paymentCashOnDelivery}${p.paymentShamcash}${p.paymentGoldmasters}`,
      ),
    );
    expect(combos.size).toBeGreaterThanOrEqual(4);
    for (const p of seedProducts) {
      // Cash is paid on delivery: never offered on a pickup-only product.
      if (!p.deliveryAvailable) expect(p.paymentCashOnDelivery, p.key).toBe(false);
      expect(p.paymentCashOnDelivery || p.paymentShamcash || p.paymentGoldmasters, p.key).toBe(
        true,
      );
    }
  });

  it('spread listing ages over 0..120 days and have 1..3 images', () => {
    const ages = seedProducts.map((p) => p.listedDaysAgo);
    expect(Math.min(...ages)).toBe(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(120);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(100);
    for (const p of seedProducts) {
      expect(p.imageCount).toBeGreaterThanOrEqual(1);
      expect(p.imageCount).toBeLessThanOrEqual(3);
    }
  });
});
