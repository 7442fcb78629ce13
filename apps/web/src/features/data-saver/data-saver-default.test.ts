import { describe, expect, it } from 'vitest';
import { dataSaverDefault } from './data-saver-default';

describe('dataSaverDefault', () => {
  it('is off when the browser reports nothing', () => {
    expect(dataSaverDefault(undefined)).toBe(false);
    expect(dataSaverDefault({})).toBe(false);
  });

  it('is on when the shopper asked the browser to save data', () => {
    expect(dataSaverDefault({ saveData: true, effectiveType: '4g' })).toBe(true);
  });

  it.each(['slow-2g', '2g', '3g'])('is on for a %s connection', (effectiveType) => {
    expect(dataSaverDefault({ saveData: false, effectiveType })).toBe(true);
  });

  it('is off on a 4g connection without Save-Data', () => {
    expect(dataSaverDefault({ saveData: false, effectiveType: '4g' })).toBe(false);
  });
});
