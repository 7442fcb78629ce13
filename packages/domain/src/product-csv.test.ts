import { describe, expect, it } from 'vitest';
import {
  guardFormula,
  MAX_IMPORT_ROWS,
  type ProductCsvSource,
  parseCsv,
  productCsvColumns,
  productCsvRow,
  productFromCsv,
  readProductCsv,
  toCsv,
} from './product-csv';

const product: ProductCsvSource = {
  id: '5b0f7c1e-8d2a-4f3b-9c6d-1a2b3c4d5e6f',
  sku: 'TSHIRT-1',
  name: 'قميص قطني، أزرق "مميز"',
  description: 'سطر أول\nسطر ثانٍ',
  category: 'clothes',
  base_price: 1500.5,
  currency: 'SYP',
  stock_count: 8,
  status: 'active',
  availability_mode: 'for_sale',
  pickup_available: true,
  delivery_available: false,
  delivery_price: 0,
  payment_cash_on_delivery: true,
  payment_shamcash: false,
  payment_goldmasters: true,
  variants: [
    { size: 'S', color: 'أحمر', price_adjustment: 0, stock_count: 5 },
    { size: 'L', color: null, price_adjustment: -250, stock_count: 3 },
  ],
};

describe('product CSV', () => {
  it('writes UTF-8 with a BOM, CRLF rows and quotes where a cell needs them', () => {
    const text = toCsv([['a', 'b,c', 'say "hi"', 'two\nlines']]);
    expect(text).toBe('\uFEFFa,"b,c","say ""hi""","two\nlines"\r\n');
  });

  it('prefixes cells a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+9', '-2', '@SUM(A1)', '\tx']) {
      expect(guardFormula(cell)).toBe(`'${cell}`);
    }
    expect(guardFormula('قميص')).toBe('قميص');
    expect(toCsv([['=HYPERLINK("http://evil")']])).toBe(
      '\uFEFF"\'=HYPERLINK(""http://evil"")"\r\n',
    );
  });

  it('reads back what it wrote: commas, quotes, line breaks, Arabic and variants', () => {
    const text = toCsv([[...productCsvColumns], productCsvRow(product)]);
    const read = readProductCsv(text);
    if (!read.ok) throw new Error(read.problem);
    expect(read.records).toHaveLength(1);
    const row = productFromCsv(read.records[0]!);
    expect(row.problems).toEqual([]);
    expect(row.sku).toBe('TSHIRT-1');
    expect(row.id).toBe(product.id);
    expect(row.category).toBe('clothes');
    expect(row.input).toMatchObject({
      name: product.name,
      description: product.description,
      base_price: 1500.5,
      stock_count: 8,
      pickup_available: true,
      delivery_available: false,
      payment_goldmasters: true,
      variants: product.variants,
    });
  });

  it('a formula-looking name survives the round trip unchanged', () => {
    const text = toCsv([[...productCsvColumns], productCsvRow({ ...product, name: '=cmd' })]);
    expect(text).toContain(",'=cmd,");
    const read = readProductCsv(text);
    if (!read.ok) throw new Error(read.problem);
    expect(productFromCsv(read.records[0]!).input.name).toBe('=cmd');
  });

  it('matches columns by header name in any order and skips blank lines', () => {
    const columns = [...productCsvColumns].reverse();
    const cells = productCsvRow(product).reverse();
    const read = readProductCsv(`${columns.join(',')}\n\n${toCsv([cells]).slice(1)}`);
    if (!read.ok) throw new Error(read.problem);
    expect(read.records[0]!.line).toBe(2);
    expect(productFromCsv(read.records[0]!).input.base_price).toBe(1500.5);
  });

  it('reads Arabic-Indic digits and thousands separators', () => {
    const read = readProductCsv(
      toCsv([[...productCsvColumns], productCsvRow(product)]).replace(',1500.5,', ',"١٬٥٠٠٫٥",'),
    );
    if (!read.ok) throw new Error(read.problem);
    expect(productFromCsv(read.records[0]!).input.base_price).toBe(1500.5);
  });

  it('names the column of each unreadable cell, in Arabic', () => {
    const cells = productCsvRow(product);
    cells[productCsvColumns.indexOf('base_price')] = 'غالي';
    cells[productCsvColumns.indexOf('pickup_available')] = 'ربما';
    cells[productCsvColumns.indexOf('variants')] = 'S|أحمر';
    cells[productCsvColumns.indexOf('status')] = 'sold';
    const read = readProductCsv(toCsv([[...productCsvColumns], cells]));
    if (!read.ok) throw new Error(read.problem);
    const { problems } = productFromCsv(read.records[0]!);
    expect(problems).toHaveLength(4);
    expect(problems.join(' ')).toContain('base_price');
    expect(problems.join(' ')).toContain('pickup_available');
  });

  it('takes a hand-written file without the id column', () => {
    const columns = productCsvColumns.filter((c) => c !== 'id');
    const cells = productCsvRow(product).slice(1);
    const read = readProductCsv(toCsv([columns, cells]));
    if (!read.ok) throw new Error(read.problem);
    expect(productFromCsv(read.records[0]!)).toMatchObject({ id: null, sku: 'TSHIRT-1' });
  });

  it('refuses a file without a needed column, an open quote, or too many rows', () => {
    const missing = readProductCsv('sku,name\nA,B\n');
    expect(missing.ok).toBe(false);
    expect(parseCsv('a,"b\n').ok).toBe(false);
    const many = [productCsvColumns.join(','), ...Array(MAX_IMPORT_ROWS + 1).fill('x')].join('\n');
    expect(readProductCsv(many).ok).toBe(false);
    expect(readProductCsv('').ok).toBe(false);
  });
});
