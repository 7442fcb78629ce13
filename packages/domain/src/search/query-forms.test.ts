import { describe, expect, it } from 'vitest';
import { normalizeArabic } from '../arabic';
import { lexiconSize, pluralForms } from './broken-plurals';
import { lightStems, stripPrefix, stripSuffix } from './light-stem';
import { adjacentSwaps, alternativeForms } from './query-forms';
import { transliterations } from './transliterations';

const n = normalizeArabic;

describe('lightStems', () => {
  it.each([
    ['الفستان', 'فستان'],
    ['الحلويات', 'حلويات'],
    ['المعمول', 'معمول'],
    ['بالزيت', 'زيت'],
    ['والصابون', 'صابون'],
    ['للأطفال', 'اطفال'],
    ['فالعسل', 'عسل'],
    ['كالحرير', 'حرير'],
  ])('strips the clitics of %s', (word, bare) => {
    expect(lightStems(n(word))[0]).toBe(n(bare));
  });

  it('strips one common suffix when enough of the word remains', () => {
    expect(lightStems(n('الحلويات'))).toEqual([n('حلويات'), n('حلوي')]);
    expect(stripSuffix(n('نظارة'))).toBe(n('نظار'));
    expect(stripSuffix(n('قطني'))).toBe(n('قطن'));
    expect(stripSuffix(n('مهندسون'))).toBe(n('مهندس'));
  });

  it('never leaves a stem shorter than three letters, nor four after a long suffix', () => {
    expect(stripSuffix(n('فستان'))).toBe(n('فستان'));
    expect(stripSuffix(n('صابون'))).toBe(n('صابون'));
    expect(stripPrefix(n('ورد'))).toBe(n('ورد'));
    expect(stripPrefix(n('كريم'))).toBe(n('كريم'));
    expect(stripPrefix(n('والصابون'))).toBe(n('صابون'));
    expect(stripPrefix(n('الف'))).toBe(n('الف'));
    expect(lightStems(n('زيت'))).toEqual([]);
  });

  it('leaves Latin words and digits alone', () => {
    expect(lightStems('bluetooth')).toEqual([]);
    expect(lightStems('256')).toEqual([]);
  });
});

describe('broken plurals', () => {
  it.each([
    ['فساتين', 'فستان'],
    ['أحذية', 'حذاء'],
    ['قمصان', 'قميص'],
    ['عطور', 'عطر'],
    ['هواتف', 'هاتف'],
    ['كتب', 'كتاب'],
    ['حقائب', 'حقيبة'],
    ['أقلام', 'قلم'],
    ['طناجر', 'طنجرة'],
    ['سكاكين', 'سكين'],
  ])('knows %s is the plural of %s, both ways', (plural, singular) => {
    expect(pluralForms(n(plural))).toContain(n(singular));
    expect(pluralForms(n(singular))).toContain(n(plural));
  });

  it('covers a few hundred nouns, and nothing for an unknown word', () => {
    expect(lexiconSize).toBeGreaterThan(250);
    expect(pluralForms(n('بروكار'))).toEqual([]);
  });
});

describe('transliterations', () => {
  it.each([
    ['samsung', 'سامسونج'],
    ['iphone', 'آيفون'],
    ['apple', 'أبل'],
    ['huawei', 'هواوي'],
    ['xiaomi', 'شاومي'],
    ['nike', 'نايك'],
    ['adidas', 'أديداس'],
    ['laptop', 'لابتوب'],
    ['charger', 'شاحن'],
  ])('maps %s and %s onto each other', (latin, arabic) => {
    expect(transliterations(latin)).toContain(n(arabic));
    expect(transliterations(n(arabic))).toContain(latin);
  });
});

describe('alternativeForms', () => {
  it('combines stems, the lexicon on the stem, and other scripts, never the word itself', () => {
    const forms = alternativeForms(n('الفساتين'));
    expect(forms).toEqual(expect.arrayContaining([n('فساتين'), n('فستان')]));
    expect(forms).not.toContain(n('الفساتين'));
    expect(alternativeForms(n('بالايفون'))).toContain('iphone');
    expect(alternativeForms(n('بروكار'))).toContain('brocade');
    expect(alternativeForms(n('كريم'))).not.toContain(n('ريم'));
  });
});

describe('adjacentSwaps', () => {
  it('swaps each adjacent pair once', () => {
    expect(adjacentSwaps(n('فساتن'))).toContain(n('فستان'));
    expect(adjacentSwaps('abcd')).toEqual(['bacd', 'acbd', 'abdc']);
  });

  it('has none under four letters and skips doubled letters', () => {
    expect(adjacentSwaps('زيت')).toEqual([]);
    expect(adjacentSwaps('abbc')).toEqual(['babc', 'abcb']);
  });
});
