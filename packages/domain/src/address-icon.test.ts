import { describe, expect, it } from 'vitest';
import { addressIconKind } from './address-icon';

describe('addressIconKind', () => {
  it.each(['منزل', 'المنزل', 'بيت', 'البيت', 'بيت أهلي', 'Home', 'my house', 'HOUSE'])(
    '%s gives the home icon',
    (title) => expect(addressIconKind(title)).toBe('home'),
  );

  it.each(['عمل', 'العمل', 'مكتب', 'مكتب المزة', 'Office', 'work', 'المكتب - الطابق 3'])(
    '%s gives the work icon',
    (title) => expect(addressIconKind(title)).toBe('work'),
  );

  it.each(['بيت جدي، باب توما', 'بيتُ الجبل'])('%s reads whole words with marks folded', (title) =>
    expect(addressIconKind(title)).toBe('home'),
  );

  it('prefers home when a title names both', () => {
    expect(addressIconKind('مكتب في البيت')).toBe('home');
  });

  it('is not fooled by words that only start alike', () => {
    for (const title of ['حمص', 'Homs', 'homework', 'عملاء', 'بيتزا', 'مكتبة', 'workshop', ''])
      expect(addressIconKind(title)).toBe('pin');
  });
});
