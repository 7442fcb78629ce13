import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(33.5)).toBe('33.5');
  });

  it('defuses spreadsheet formulas but leaves phone numbers and negatives alone', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+963 944 210 587')).toBe('+963 944 210 587');
    expect(csvCell('-33.5')).toBe('-33.5');
  });

  it('writes a header row, CRLF line ends and a UTF-8 BOM', () => {
    expect(toCsv(['id', 'name'], [{ id: '1', name: 'سارة' }])).toBe('\uFEFFid,name\r\n1,سارة\r\n');
  });
});
