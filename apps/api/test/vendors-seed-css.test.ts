import { sanitizeVendorCss } from '@souq/domain/vendor-css';
import { decodeCss } from '@souq/domain/vendor-css-escape';
import { describe, expect, it } from 'vitest';
import { seedVendors } from '../src/seed/data/vendors';

/** The demo stores' own CSS: the polite tweak survives, the hostile one leaves nothing harmful. */
describe('demo vendors’ custom CSS through the sanitiser', () => {
  const cssOf = (pattern: RegExp) => {
    const vendor = seedVendors.find((v) => v.customCss && pattern.test(v.customCss));
    if (!vendor?.customCss) throw new Error(`no demo vendor with CSS like ${pattern}`);
    return vendor.customCss;
  };

  it('keeps the legitimate tweak, scoped', () => {
    expect(sanitizeVendorCss(cssOf(/product-card \{ border-radius/))).toBe(
      [
        '.vendor-storefront .product-card{border-radius:18px;box-shadow:0 6px 18px rgba(60,20,90,0.12)}',
        '.vendor-storefront h2{letter-spacing:0.04em}',
        '.vendor-storefront .store-banner{border-bottom:4px solid #c9a227}',
      ].join('\n'),
    );
  });

  it('reduces the attack sheet to a harmless background on the store itself', () => {
    const out = sanitizeVendorCss(cssOf(/<script>/));
    expect(out).toBe('.vendor-storefront{background:red!important}');
    expect(decodeCss(out)).not.toMatch(/url\(|<|@import|expression|binding|behavior/i);
  });
});
