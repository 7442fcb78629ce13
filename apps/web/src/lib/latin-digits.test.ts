import { describe, expect, it } from 'vitest';
import { latinDigits } from './latin-digits';

describe('latin digits', () => {
  it('converts Arabic-Indic and Eastern Arabic-Indic digits and the Arabic decimal sign', () => {
    expect(latinDigits('٣٣٫٥١٣٨')).toBe('33.5138');
    expect(latinDigits('۰۹۴۴ ۲۱۰')).toBe('0944 210');
  });

  it('leaves Latin text untouched', () => {
    expect(latinDigits('+963 944 210 587')).toBe('+963 944 210 587');
  });
});
