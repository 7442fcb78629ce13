import { describe, expect, it } from 'vitest';
import { type OrderCsvSource, ordersCsv } from './order-csv';

const order: OrderCsvSource = {
  number: 1042,
  // 21:30 UTC is 00:30 the next day in Damascus (UTC+3).
  createdAt: new Date('2026-11-20T21:30:00Z'),
  status: 'confirmed',
  paymentStatus: 'confirmed',
  paymentMethod: 'shamcash',
  paymentReceipt: '=HYPERLINK("http://x")',
  customerName: 'سارة, الشامي',
  customerPhone: '+963 944 000 111',
  deliveryRequested: true,
  address: 'دمشق، شارع بغداد',
  items: [
    { name: 'زيت زيتون', variant: null, quantity: 2 },
    { name: 'قميص', variant: 'L', quantity: 1 },
  ],
  subtotal: '3000.00',
  deliveryFee: '3500.00',
  total: '6500.00',
  currency: 'SYP',
};

describe('ordersCsv', () => {
  it('starts with a BOM and the Arabic headers, one CRLF row per order', () => {
    const csv = ordersCsv([order]);
    expect(csv.startsWith('\uFEFFرقم الطلب,التاريخ,الحالة,')).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toBe('');
  });

  it('writes the Damascus date, Arabic labels, and defuses formulas and commas', () => {
    const row = ordersCsv([order]).split('\r\n')[1]!;
    expect(row.startsWith('1042,2026-11-21 00:30,')).toBe(true);
    expect(row).toContain('2026-11-21 00:30');
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain('"سارة, الشامي"');
    // A phone starting with + would be a formula: it is kept as text.
    expect(row).toContain("'+963 944 000 111");
    expect(row).toContain('زيت زيتون × 2؛ قميص (L) × 1');
    expect(row).toContain('3000.00,3500.00,6500.00,SYP');
  });
});
