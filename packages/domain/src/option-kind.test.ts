import { describe, expect, it } from 'vitest';
import { measureOf, sizeOptionKind } from './option-kind';

describe('sizeOptionKind', () => {
  it.each([
    [['S', 'M', 'L', 'XL'], 'size'],
    [['XXS', '2XL', '3XL'], 'size'],
    [['38', '39', '40', '42.5'], 'size'],
    [['٣٨', '٤٠'], 'size'],
    [['صغيرة', 'وسط', 'كبيرة'], 'size'],
    [['قياس موحد'], 'size'],
    [['32 إنش', '43 إنش'], 'size'],
    [['1 كغ', '2 كغ', '500 غ'], 'weight'],
    [['250غ', '1كغ'], 'weight'],
    [['1 kg', '500 g'], 'weight'],
    [['3 مل', '6 مل', '12 مل'], 'volume'],
    [['1 لتر', '4 لتر'], 'volume'],
    [['٢ لتر', '٠٫٥ لتر'], 'volume'],
    [['40 سم', '45 سم', '60 سم'], 'length'],
    [['1 م', '2 م'], 'length'],
    [['128 غيغا', '256 غيغا'], 'capacity'],
    [['64GB', '1 TB'], 'capacity'],
  ])('reads %j as %s', (values, kind) => {
    expect(sizeOptionKind(values)).toBe(kind);
  });

  it('calls anything that is not a size or one measure a kind', () => {
    expect(sizeOptionKind(['مسطر', 'مربعات'])).toBe('kind');
    expect(sizeOptionKind(['غار 20%', 'غار 40%'])).toBe('kind');
    // A mix of measures, or of a size and a word, is no single measure either.
    expect(sizeOptionKind(['1 كغ', '1 لتر'])).toBe('kind');
    expect(sizeOptionKind(['M', 'مطرز'])).toBe('kind');
  });

  it('does not take a word that merely starts with a unit for a measure', () => {
    expect(sizeOptionKind(['1 ملعقة'])).toBe('kind');
    expect(sizeOptionKind(['2 مجلد'])).toBe('kind');
  });
});

describe('measureOf', () => {
  it('reads an amount in its base unit, with Arabic-Indic digits and a decimal comma', () => {
    expect(measureOf('1 كغ')).toEqual({ measure: 'weight', amount: 1000 });
    expect(measureOf('٢٥٠غ')).toEqual({ measure: 'weight', amount: 250 });
    expect(measureOf('1,5 لتر')).toEqual({ measure: 'volume', amount: 1500 });
    expect(measureOf('M')).toBeNull();
    expect(measureOf('2 مجلد')).toBeNull();
  });
});
