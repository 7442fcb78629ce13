import { normalizeArabic } from './arabic';

/** Words around a name that do not change the place: 'محافظة حلب', 'Aleppo Governorate'. */
const genericPrefix = /^(محافظه|مدينه|منطقه|بلده|governorate of|city of) /;
const genericSuffix = / (governorate|province|city|muhafazat)$/;
/** The Arabic article and its Latin transcriptions (sun letters assimilate: as-, ar-, ad-...). */
const article = /^(ال|al |el |as |ar |ad |at |az |an |ash )/;

/**
 * One spelling per place: Arabic folded as in search (normalizeArabic), Latin lower-cased
 * without accents, apostrophes or hyphens ("Dar'a" = "Dara", "Deir ez-Zor" = "deir ez zor").
 */
export function normalizePlaceName(name: string): string {
  const folded = normalizeArabic(name.normalize('NFKD'))
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['`\u2018\u2019\u02bc\u02bf\u02be]/g, '')
    .replace(/[-_.,()\u060c/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return folded.replace(genericPrefix, '').replace(genericSuffix, '');
}

/** 'الحسكة' -> 'حسكه', 'al hasakah' -> 'hasakah' (a name is never cut to one letter). */
export const withoutArticle = (key: string) => {
  const stripped = key.replace(article, '');
  return stripped.length >= 2 ? stripped : key;
};
