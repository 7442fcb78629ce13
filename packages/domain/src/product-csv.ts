import { sellerCsvText as t } from './locales/ar/seller-uploads';

/**
 * A store's products as a spreadsheet (docs/decisions/016-seller-console.md, "Products,
 * uploads and CSV"): one row per product, its variants in one column written
 * `size|colour|price adjustment|stock`, separated by `;`. The header names the columns, so
 * their order does not matter on import. Files are UTF-8 with a byte-order mark (Excel then
 * shows Arabic) and CRLF line ends.
 */
export const productCsvColumns = [
  'id',
  'sku',
  'name',
  'description',
  'category',
  'base_price',
  'currency',
  'stock_count',
  'status',
  'availability_mode',
  'pickup_available',
  'delivery_available',
  'delivery_price',
  'payment_cash_on_delivery',
  'payment_shamcash',
  'payment_goldmasters',
  'variants',
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];
/**
 * The export's own key: a row that keeps it updates that product even without a SKU, so a
 * store's file round-trips. A file written by hand may leave the column out.
 */
const optionalColumns: readonly ProductCsvColumn[] = ['id'];

/** Import bounds: one request, one transaction. */
export const MAX_IMPORT_ROWS = 1000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

const BOM = '\uFEFF';
/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would execute gets a leading apostrophe, shown as text. */
export function guardFormula(cell: string): string {
  return formulaStart.test(cell) ? `'${cell}` : cell;
}

function quote(cell: string): string {
  const safe = guardFormula(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The file: BOM, header first, CRLF after every row. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => `${row.map(quote).join(',')}\r\n`).join('');
}

export type CsvParse = { ok: true; rows: string[][] } | { ok: false; problem: string };

/** RFC 4180: quoted cells may hold commas, quotes ("") and line breaks; a BOM is dropped. */
export function parseCsv(text: string): CsvParse {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    cell = '';
    if (row.length > 1 || row[0] !== '') rows.push(row); // blank lines are skipped
    row = [];
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      endRow();
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
    } else cell += ch;
    i += 1;
  }
  if (quoted) return { ok: false, problem: t.unclosedQuote };
  if (cell !== '' || row.length > 0) endRow();
  return { ok: true, rows };
}

export interface CsvVariant {
  size: string | null;
  color: string | null;
  price_adjustment: number;
  stock_count: number;
}

/** What one exported row says about a product. */
export interface ProductCsvSource {
  id: string;
  sku: string | null;
  name: string;
  description: string;
  category: string | null;
  base_price: number;
  currency: string;
  stock_count: number;
  status: string;
  availability_mode: string;
  pickup_available: boolean;
  delivery_available: boolean;
  delivery_price: number;
  payment_cash_on_delivery: boolean;
  payment_shamcash: boolean;
  payment_goldmasters: boolean;
  variants: readonly CsvVariant[];
}

const yesNo = (value: boolean) => (value ? '1' : '0');
const plain = (n: number) => String(n);

export function productCsvRow(p: ProductCsvSource): string[] {
  const cells: Record<ProductCsvColumn, string> = {
    id: p.id,
    sku: p.sku ?? '',
    name: p.name,
    description: p.description,
    category: p.category ?? '',
    base_price: plain(p.base_price),
    currency: p.currency,
    stock_count: plain(p.stock_count),
    status: p.status,
    availability_mode: p.availability_mode,
    pickup_available: yesNo(p.pickup_available),
    delivery_available: yesNo(p.delivery_available),
    delivery_price: plain(p.delivery_price),
    payment_cash_on_delivery: yesNo(p.payment_cash_on_delivery),
    payment_shamcash: yesNo(p.payment_shamcash),
    payment_goldmasters: yesNo(p.payment_goldmasters),
    variants: p.variants
      .map((v) => [v.size ?? '', v.color ?? '', plain(v.price_adjustment), plain(v.stock_count)])
      .map((parts) => parts.join('|'))
      .join('; '),
  };
  return productCsvColumns.map((column) => cells[column]);
}

/** One data row of an imported file, by column name; `line` counts the header as 1. */
export interface ProductCsvRecord {
  line: number;
  cells: Record<ProductCsvColumn, string>;
}

export type ProductCsvRead =
  | { ok: true; records: ProductCsvRecord[] }
  | { ok: false; problem: string };

/** The file's rows by header name. Every column is required; extra columns are ignored. */
export function readProductCsv(text: string): ProductCsvRead {
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const [header, ...body] = parsed.rows;
  if (!header) return { ok: false, problem: t.fileEmpty };
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = productCsvColumns.find(
    (column) => !names.includes(column) && !optionalColumns.includes(column),
  );
  if (missing) return { ok: false, problem: t.missingColumn(missing) };
  if (body.length > MAX_IMPORT_ROWS) return { ok: false, problem: t.tooManyRows(MAX_IMPORT_ROWS) };
  const records = body.map((row, index) => {
    const cells = Object.fromEntries(
      productCsvColumns.map((column) => [column, unguard(row[names.indexOf(column)] ?? '')]),
    ) as Record<ProductCsvColumn, string>;
    return { line: index + 2, cells };
  });
  return { ok: true, records };
}

/** Undoes guardFormula: what we exported comes back as it was. */
function unguard(cell: string): string {
  const trimmed = cell.trim();
  return trimmed.startsWith("'") && formulaStart.test(trimmed.slice(1))
    ? trimmed.slice(1)
    : trimmed;
}

const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** "1,500.50", "١٥٠٠٫٥" and "1500" are numbers; anything else is not. */
function readNumber(raw: string): number | null {
  const latin = raw
    .replace(arabicDigits, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(/[\u066C,\s]/g, '')
    .replace('\u066B', '.');
  if (!/^-?\d+(\.\d+)?$/.test(latin)) return null;
  return Number(latin);
}

const yes = new Set(['1', 'true', 'yes', 'نعم']);
const no = new Set(['0', 'false', 'no', 'لا', '']);

/**
 * A record as the body productInput validates (except category_id, which needs the store's
 * categories: `category` is returned for the caller to resolve), with the problems found
 * while reading cells. `archived` rows are for reading only: the caller skips them.
 */
export function productFromCsv(record: ProductCsvRecord) {
  const { cells } = record;
  const problems: string[] = [];
  const number = (column: ProductCsvColumn, empty = 0) => {
    if (cells[column] === '') return empty;
    const value = readNumber(cells[column]);
    if (value === null) problems.push(t.notANumber(column));
    return value ?? 0;
  };
  const flag = (column: ProductCsvColumn) => {
    const value = cells[column].toLowerCase();
    if (!yes.has(value) && !no.has(value)) problems.push(t.notAYesNo(column));
    return yes.has(value);
  };
  const status = cells.status.toLowerCase() || 'active';
  if (!['active', 'draft', 'archived'].includes(status)) problems.push(t.unknownStatus);
  const variants = readVariants(cells.variants, problems);
  return {
    id: cells.id || null,
    sku: cells.sku || null,
    category: cells.category || null,
    archived: status === 'archived',
    problems,
    input: {
      name: cells.name,
      description: cells.description,
      sku: cells.sku || null,
      base_price: number('base_price'),
      currency: cells.currency.toUpperCase() || 'SYP',
      stock_count: number('stock_count'),
      availability_mode: cells.availability_mode || 'for_sale',
      pickup_available: flag('pickup_available'),
      delivery_available: flag('delivery_available'),
      delivery_price: number('delivery_price'),
      payment_cash_on_delivery: flag('payment_cash_on_delivery'),
      payment_shamcash: flag('payment_shamcash'),
      payment_goldmasters: flag('payment_goldmasters'),
      status: status === 'draft' ? 'draft' : 'active',
      variants,
    },
  };
}

function readVariants(cell: string, problems: string[]): CsvVariant[] {
  const parts = cell
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const variants: CsvVariant[] = [];
  for (const part of parts) {
    const [size, color, adjustment, stock, ...extra] = part.split('|').map((s) => s.trim());
    const price = readNumber(adjustment || '0');
    const count = readNumber(stock ?? '');
    if (extra.length > 0 || stock === undefined || price === null || count === null) {
      problems.push(t.variantFormat);
      return [];
    }
    variants.push({
      size: size || null,
      color: color || null,
      price_adjustment: price,
      stock_count: count,
    });
  }
  return variants;
}
