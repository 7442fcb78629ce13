/**
 * What a product's "size" option really is, read from its values, so the picker's heading fits
 * it (issue walk: olive oil by the litre and rice by the kilo were headed 'المقاس'). The spec
 * stores one free-text `size` per variant; sellers put weights, volumes, lengths, storage and
 * kinds in it. All values must agree on a measure; clothing and shoe sizes stay a size, and
 * anything else is a kind ('النوع': "مسطر / مربعات", "غار 20%").
 */
export type SizeOptionKind = 'size' | 'weight' | 'volume' | 'length' | 'capacity' | 'kind';

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const measured = (units: string) => new RegExp(`^${NUMBER}\\s*(?:${units})\\.?$`, 'iu');

const measures: [Exclude<SizeOptionKind, 'size' | 'kind'>, RegExp][] = [
  ['weight', measured('كغ|كلغ|كيلو|كيلوغرام|كيلوجرام|غ|غم|غرام|جرام|جم|kg|g|gr|gram|grams')],
  ['volume', measured('مل|ملل|ميلي|مليلتر|لتر|ليتر|ل|ml|l|ltr|liter|litre')],
  ['length', measured('م|متر|سم|مم|cm|mm|m')],
  ['capacity', measured('غيغا|جيجا|غيغابايت|جيجابايت|تيرا|ميغا|gb|tb|mb')],
];

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

const latinDigits = (value: string) =>
  value.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/٫/g, '.');

function kindOf(value: string): SizeOptionKind {
  const plain = latinDigits(value.trim().replace(/\s+/g, ' '));
  for (const [kind, pattern] of measures) if (pattern.test(plain)) return kind;
  return clothingSize.test(plain) ? 'size' : 'kind';
}

/** The one kind every value shares; a mix of measures, or any unknown value, is a kind. */
export function sizeOptionKind(values: readonly string[]): SizeOptionKind {
  const kinds = new Set(values.map(kindOf));
  if (kinds.size === 1) return [...kinds][0]!;
  return 'kind';
}
