import { afterEach, describe, expect, it, vi } from 'vitest';
import * as download from '@/lib/download';
import { json } from '@/test/render';
import { exportClients } from './clients-export';

afterEach(() => vi.restoreAllMocks());

const csvPage = (rows: string[]) =>
  new Response(`\uFEFFid,name\r\n${rows.join('\r\n')}\r\n`, {
    headers: { 'Content-Type': 'text/csv' },
  });

describe('exportClients', () => {
  it('joins every page of the CSV under one header, with one BOM', async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => {});
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://x');
        calls++;
        if (url.searchParams.get('format') === 'json')
          return json({ data: [{ id: 'a' }], count: 150 });
        return url.searchParams.get('offset') === '0'
          ? csvPage(['a,"ليلى\r\nحداد"'])
          : csvPage(['b,سامر']);
      }),
    );
    await exportClients('csv');
    expect(calls).toBe(3);
    const [blob, name] = saved.mock.calls[0]!;
    expect(name).toBe('clients.csv');
    const text = await (blob as Blob).text();
    expect(text).toBe('\uFEFFid,name\r\na,"ليلى\r\nحداد"\r\nb,سامر\r\n');
  });
});
