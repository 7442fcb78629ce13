import { normalizeArabic } from './arabic';

/** Which icon an address title earns (spec: mobile saved addresses). */
export type AddressIconKind = 'home' | 'work' | 'pin';

// Spec: home/house words give a home icon, work/office words a work icon, else a pin.
const homeWords = ['منزل', 'المنزل', 'بيت', 'البيت', 'بيتي', 'منزلي', 'home', 'house'];
const workWords = ['عمل', 'العمل', 'عملي', 'مكتب', 'المكتب', 'مكتبي', 'office', 'work'];

const normalize = (word: string) => normalizeArabic(word).toLowerCase();
const homeSet = new Set(homeWords.map(normalize));
const workSet = new Set(workWords.map(normalize));

/**
 * Matches whole words of the title (any case, hamza and diacritics folded), so 'Homs' or
 * 'عملاء' do not count. Home wins when a title names both ('مكتب في البيت').
 */
export function addressIconKind(title: string): AddressIconKind {
  const words = title
    .split(/[\s,\u060C.\-_/()]+/)
    .filter(Boolean)
    .map(normalize);
  if (words.some((word) => homeSet.has(word))) return 'home';
  if (words.some((word) => workSet.has(word))) return 'work';
  return 'pin';
}
