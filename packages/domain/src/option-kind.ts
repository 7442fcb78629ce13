/**
 * What a product's "size" option really is, read from its values, so the picker's heading fits
 * it (issue walk: olive oil by the litre and rice by the kilo were headed 'المقاس'). The spec
 * stores one free-text `size` per variant; sellers put weights, volumes, lengths, storage and
 * kinds in it. All values must agree on a measure; clothing and shoe sizes stay a size, and
 * anything else is a kind ('النوع': "مسطر / مربعات", "غار 20%").
 */
export type SizeOptionKind = 'size' | 'weight' | 'volume' | 'length' | 'capacity' | 'kind';
type Measure = Exclude<SizeOptionKind, 'size' | 'kind'>;

/** Each unit a seller may write, the measure it belongs to and its size in that measure's base. */
const units: Record<Measure, Record<string, number>> = {
  weight: {
    كغ: 1000,
    كلغ: 1000,
    كيلو: 1000,
    كيلوغرام: 1000,
    كيلوجرام: 1000,
    kg: 1000,
    غ: 1,
    غم: 1,
    غرام: 1,
    جرام: 1,
    جم: 1,
    g: 1,
    gr: 1,
    gram: 1,
    grams: 1,
  },
  volume: {
    لتر: 1000,
    ليتر: 1000,
    ل: 1000,
    l: 1000,
    ltr: 1000,
    liter: 1000,
    litre: 1000,
    مل: 1,
    ملل: 1,
    ميلي: 1,
    مليلتر: 1,
    ml: 1,
  },
  length: { م: 100, متر: 100, m: 100, سم: 1, cm: 1, مم: 0.1, mm: 0.1 },
  capacity: {
    تيرا: 1024,
    tb: 1024,
    غيغا: 1,
    جيجا: 1,
    غيغابايت: 1,
    جيجابايت: 1,
    gb: 1,
    ميغا: 1 / 1024,
    mb: 1 / 1024,
  },
};

const unitOf = new Map(
  Object.entries(units).flatMap(([measure, table]) =>
    Object.entries(table).map(([unit, factor]) => [unit, { measure: measure as Measure, factor }]),
  ),
);

const measured = /^(\d+(?:[.,]\d+)?)\s*([\p{L}]+)\.?$/u;
const NUMBER = String.raw`\d+(?:[.,]\d+)?`;

/** Letter sizes, plain numbers (shoes, waists), inches, ages and the Arabic size words. */
const clothingSize = new RegExp(
  [
    String.raw`^(?:\d?X{0,4}[SML]|X{1,5}L|\dXL|XXS|XS)$`,
    `^${NUMBER}(?:\\s*(?:إنش|انش|بوصة|سنة|سنوات|شهر|أشهر|"|in))?$`,
    String.raw`^(?:صغير|صغيرة|وسط|متوسط|متوسطة|كبير|كبيرة)(?:\s+جدا?ً?)?$`,
    String.raw`^(?:قياس|مقاس)\s+(?:موحد|واحد)$`,
    '^free size$',
  ].join('|'),
  'iu',
);

const plain = (value: string) =>
  value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.');

/** A value such as '250 غ' or '1.5 لتر' as its measure and amount in the base unit; else null. */
export function measureOf(value: string): { measure: Measure; amount: number } | null {
  const match = measured.exec(plain(value));
  if (!match?.[1] || !match[2]) return null;
  const unit = unitOf.get(match[2].toLowerCase());
  if (!unit) return null;
  return { measure: unit.measure, amount: Number(match[1].replace(',', '.')) * unit.factor };
}

function kindOf(value: string): SizeOptionKind {
  const measure = measureOf(value);
  if (measure) return measure.measure;
  return clothingSize.test(plain(value)) ? 'size' : 'kind';
}

/** The one kind every value shares; a mix of measures, or any unknown value, is a kind. */
export function sizeOptionKind(values: readonly string[]): SizeOptionKind {
  const kinds = new Set(values.map(kindOf));
  if (kinds.size === 1) return [...kinds][0]!;
  return 'kind';
}
