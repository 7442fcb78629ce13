import { sellerValidation } from '@souq/domain/locales/ar/seller';
import { sellerCsvText } from '@souq/domain/locales/ar/seller-uploads';
import { paths } from '@souq/domain/paths';
import { productCsvColumns } from '@souq/domain/product-csv';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorProfiles } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import type { Browser } from './helpers/auth';
import { type OrderWorld, openOrderWorld } from './helpers/orders';
import { shirt } from './helpers/seller-products';

const seller = paths.api.seller;
const header = productCsvColumns.join(',');

/** A CSV row in the header's order; override cells by column. */
function row(cells: Partial<Record<(typeof productCsvColumns)[number], string>>): string {
  const base: Record<string, string> = {
    id: '',
    sku: 'SKU-1',
    name: 'صابون غار',
    description: 'صابون حلبي',
    category: '',
    base_price: '2500',
    currency: 'SYP',
    stock_count: '10',
    status: 'active',
    availability_mode: 'for_sale',
    pickup_available: '1',
    delivery_available: '1',
    delivery_price: '0',
    payment_cash_on_delivery: '1',
    payment_shamcash: '0',
    payment_goldmasters: '0',
    variants: '',
    ...cells,
  };
  return productCsvColumns
    .map((c) => (/[",\n]/.test(base[c]!) ? `"${base[c]}"` : base[c]))
    .join(',');
}

describe('seller products CSV', () => {
  let t: TestApp;
  let w: OrderWorld;
  let owner: Browser;

  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    owner = w.owner;
    await w.f.category({ slug: 'soap', name: 'صابون ومنظفات' });
  });
  afterAll(() => t.close());

  const importCsv = (text: string, dryRun: boolean, client: Browser = owner) =>
    client.request({
      method: 'POST',
      url: seller.productsImport(dryRun),
      payload: text,
      headers: { 'content-type': 'text/csv' },
    });
  const productCount = async () =>
    (
      await t.database.db.execute(
        sql`select count(*)::int as n from products where vendor_id = ${w.vendor.id}`,
      )
    ).rows[0] as { n: number };

  it('exports UTF-8 with a BOM, Arabic intact, formulas defused, variants in one column', async () => {
    await owner.post(
      seller.products(),
      shirt({
        sku: 'EXP-1',
        name: '=HYPERLINK("http://evil.example","اضغط")',
        variants: [
          { size: 'S', color: 'أحمر', price_adjustment: 0, stock_count: 2 },
          { size: 'L', color: null, price_adjustment: 250, stock_count: 1 },
        ],
      }),
    );
    const res = await owner.get(seller.productsCsv());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain(header);
    expect(text).toContain('"\'=HYPERLINK(');
    expect(text).toContain('S|أحمر|0|2; L||250|1');
    expect(text).toContain(',3,'); // the stock is the variants' sum
  });

  it('a dry run reports each row’s problems in Arabic and writes nothing', async () => {
    const before = await productCount();
    const text = [
      header,
      row({ sku: 'OK-1' }),
      row({ sku: 'BAD-1', base_price: 'غالي' }),
      row({ sku: '', name: 'بلا رمز' }),
      row({ sku: 'BAD-2', name: '' }),
      row({ sku: 'BAD-3', payment_goldmasters: '1' }),
      row({ sku: 'BAD-4', category: 'لا توجد' }),
      row({ sku: 'OK-1' }),
    ].join('\n');
    const res = await importCsv(text, true);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.dry_run).toBe(true);
    const problems = (n: number) => report.rows.find((r: { row: number }) => r.row === n).problems;
    expect(problems(2)).toEqual([]);
    expect(problems(3).join()).toContain('base_price');
    expect(problems(4)).toContain(sellerCsvText.skuRequired);
    expect(problems(5).join()).toContain(sellerValidation.productNameRequired);
    expect(problems(6).join()).toContain(sellerValidation.walletPaymentNeedsAccount);
    expect(problems(7).join()).toContain(sellerCsvText.unknownCategory);
    expect(problems(8)).toContain(sellerCsvText.skuRepeated);
    expect(await productCount()).toEqual(before);
  });

  it('a real run with any problem writes nothing: 400 IMPORT_REJECTED with the report', async () => {
    const before = await productCount();
    const res = await importCsv(
      [header, row({ sku: 'NEW-1' }), row({ sku: 'X', stock_count: '-3' })].join('\n'),
      false,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('IMPORT_REJECTED');
    expect(res.json().error.details.rows).toHaveLength(2);
    expect(await productCount()).toEqual(before);
  });

  it('creates new SKUs and updates known ones (variants keep their ids), all at once', async () => {
    const existing = await owner.post(
      seller.products(),
      shirt({
        sku: 'UPD-1',
        variants: [{ size: 'M', color: 'أخضر', price_adjustment: 0, stock_count: 1 }],
      }),
    );
    const variantId = existing.json().variants[0].id;
    const text = [
      header,
      row({
        sku: 'UPD-1',
        name: 'قميص محدّث',
        base_price: '1,750.50',
        variants: 'M|أخضر|0|6; XL|أخضر|300|2',
      }),
      row({ sku: 'NEW-2', name: 'صابون جديد', category: 'soap' }),
      row({ sku: 'NEW-3', name: 'صابون بالاسم', category: 'صابون ومنظفات', status: 'draft' }),
    ].join('\r\n');
    const dry = (await importCsv(text, true)).json();
    expect([dry.created, dry.updated]).toEqual([2, 1]);
    const res = await importCsv(text, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: false, created: 2, updated: 1 });

    const updated = (await owner.get(seller.product(existing.json().id))).json();
    expect(updated).toMatchObject({ name: 'قميص محدّث', base_price: 1750.5, stock_count: 8 });
    expect(updated.variants.find((v: { size: string }) => v.size === 'M').id).toBe(variantId);
    const list = (await owner.get(`${seller.products()}?q=NEW-`)).json().data;
    expect(list.map((p: { sku: string }) => p.sku).sort()).toEqual(['NEW-2', 'NEW-3']);
    const publicList = await t.app.inject({
      method: 'GET',
      url: `${paths.api.exportProducts()}?category=soap`,
    });
    expect(publicList.json().data.map((p: { name: string }) => p.name)).toEqual(['صابون جديد']);
  });

  it('what it exports imports back unchanged', async () => {
    const exported = (await owner.get(seller.productsCsv())).rawPayload.toString('utf8');
    const dry = await importCsv(exported, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().rows.filter((r: { problems: string[] }) => r.problems.length > 0)).toEqual(
      [],
    );
  });

  it('a product without a SKU round-trips by its id; another store’s id is refused', async () => {
    const plain = await owner.post(seller.products(), shirt({ name: 'بلا رمز', sku: null }));
    const id = plain.json().id as string;
    const exported = (await owner.get(seller.productsCsv())).rawPayload.toString('utf8');
    const edited = exported.replace(/^(.*)بلا رمز(.*)$/m, '$1بلا رمز بعد التعديل$2');
    const res = await importCsv(edited, false);
    expect(res.statusCode, res.body).toBe(200);
    expect((await owner.get(seller.product(id))).json().name).toBe('بلا رمز بعد التعديل');

    await t.database.db
      .update(vendorProfiles)
      .set({ shamcashAccount: '0944 111 222' })
      .where(eq(vendorProfiles.id, w.otherVendor.id));
    const theirs = await w.otherOwner.post(seller.products(), shirt({ name: 'لهم' }));
    expect(theirs.statusCode, theirs.body).toBe(201);
    const before = await productCount();
    const stolen = await importCsv(
      [header, row({ id: theirs.json().id, sku: '' })].join('\n'),
      true,
    );
    expect(stolen.json().rows[0].problems).toContain(sellerCsvText.unknownProduct);
    expect((await w.otherOwner.get(seller.product(theirs.json().id))).json().name).toBe('لهم');
    expect(await productCount()).toEqual(before);
  });

  it('refuses a file without the needed columns, a body that is not CSV, or too big', async () => {
    const missing = await importCsv('sku,name\nA,B\n', true);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(sellerCsvText.missingColumn('description'));
    const json = await owner.request({
      method: 'POST',
      url: seller.productsImport(true),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(415);
    const huge = await importCsv(`${header}\n${'x'.repeat(2 * 1024 * 1024 + 10)}`, true);
    expect(huge.statusCode).toBe(413);
  });

  it('a guest, and a user without a store, import and export nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: seller.productsCsv() })).statusCode).toBe(401);
    expect((await importCsv(`${header}\n${row({})}`, false, w.stranger)).statusCode).toBe(404);
  });
});
