import { paths } from '@souq/domain/paths';
import { MAX_PAGE_SIZE } from '@souq/domain/schemas/common';
import { withQuery } from '@souq/domain/url';
import { saveFile } from '@/lib/download';
import { http, httpFile } from '@/lib/http';

/** Bounds the export at 200 pages (20,000 clients): past that, the server-side export is due. */
const MAX_PAGES = 200;
const BOM = '\uFEFF';

const page = (format: 'json' | 'csv', index: number) =>
  withQuery(paths.api.exportClients(), {
    format,
    limit: MAX_PAGE_SIZE,
    offset: index * MAX_PAGE_SIZE,
  });

/**
 * The spec's export-clients as one file: the endpoint answers pages of at most 100 clients,
 * so the pages are fetched in turn (signed like every call) and joined — JSON as one array,
 * CSV as one header and every page's rows, UTF-8 with a BOM so spreadsheet apps read Arabic.
 */
export async function exportClients(format: 'json' | 'csv'): Promise<void> {
  const first = await http<{ data: unknown[]; count: number }>(page('json', 0));
  const pages = Math.min(MAX_PAGES, Math.max(1, Math.ceil(first.count / MAX_PAGE_SIZE)));
  if (format === 'json') {
    const data = [...first.data];
    for (let index = 1; index < pages; index++) {
      data.push(...(await http<{ data: unknown[] }>(page('json', index))).data);
    }
    const body = JSON.stringify({ data, count: data.length }, null, 2);
    saveFile(new Blob([body], { type: 'application/json' }), 'clients.json');
    return;
  }
  // Each page is one header line then rows (a quoted cell may hold line breaks): the first
  // page is kept whole, the others lose their first line only.
  let csv = '';
  for (let index = 0; index < pages; index++) {
    const text = (await (await httpFile(page('csv', index))).blob.text()).replace(/^\uFEFF/, '');
    csv += index === 0 ? text : text.slice(text.indexOf('\r\n') + 2);
  }
  saveFile(new Blob([BOM + csv], { type: 'text/csv;charset=utf-8' }), 'clients.csv');
}
