import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { motifFor } from './art/motifs';
import { productSvg } from './art/product-art';
import { storePhotoSvg } from './art/store-photo';
import { bannerSvg, logoSvg, type VendorArtInput } from './art/vendor-art';
import { IMAGE_BYTES_CAP, renderWebp } from './images';

const shop: VendorArtInput = {
  key: 'test-shop',
  colorPattern: 'orange_warm',
  categories: ['food'],
  products: [{ key: 'makdous', category: 'food' }],
};

async function expectWebp(svg: string, width: number, height: number) {
  const bytes = await renderWebp(svg);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(bytes.length).toBeLessThanOrEqual(IMAGE_BYTES_CAP);
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
  return bytes;
}

describe('generated artwork', () => {
  it('draws the product the key names, head noun first', () => {
    expect(motifFor('sports', 'football-boots').name).toBe('shoe');
    expect(motifFor('sports', 'football-size5').name).toBe('football');
    expect(motifFor('cars', 'car-battery-70ah').name).toBe('car-battery');
    expect(motifFor('beauty', 'olive-oil-soap').name).toBe('soap');
    expect(motifFor('home-garden', 'tea-glasses-set').name).toBe('tea-glasses');
    // Unknown words fall back to one of the category's own motifs.
    expect(['jar', 'oil-bottle', 'coffee', 'sweets', 'sack', 'bowl']).toContain(
      motifFor('food', 'zzz-unknown').name,
    );
  });

  it('renders the three product shots as distinct, small 800x600 WebP images', async () => {
    const shots = await Promise.all(
      [0, 1, 2].map((n) => expectWebp(productSvg('food', 'makdous', n), 800, 600)),
    );
    expect(new Set(shots.map((b) => b.toString('base64'))).size).toBe(3);
  });

  it('gives different products different colours and is deterministic', () => {
    expect(productSvg('food', 'makdous', 0)).toBe(productSvg('food', 'makdous', 0));
    expect(productSvg('food', 'makdous', 0)).not.toBe(
      productSvg('food', 'pickled-green-olives', 0),
    );
  });

  it('renders banner, logo and every store scene at their sizes', async () => {
    await expectWebp(bannerSvg(shop), 1600, 600);
    await expectWebp(logoSvg(shop), 256, 256);
    for (let n = 0; n < 4; n++) await expectWebp(storePhotoSvg(shop, n), 800, 600);
  });

  it('contains no text: fonts with Arabic glyphs may be missing on servers', () => {
    for (const svg of [productSvg('books', 'kalila-wa-dimna', 0), bannerSvg(shop), logoSvg(shop)]) {
      expect(svg).not.toMatch(/<text|<tspan|font-family/);
    }
  });
});
