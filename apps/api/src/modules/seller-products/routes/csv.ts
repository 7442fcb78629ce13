import { paths } from '@souq/domain/paths';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@souq/domain/product-csv';
import { errorResponse, queryBoolean } from '@souq/domain/schemas/common';
import { importReport } from '@souq/domain/schemas/seller-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { Viewers } from '../../auth';
import type { ProductCsvService } from '../service/csv';

/**
 * What browsers call a .csv file: text/csv, Excel's type on Windows, or nothing at all (sent as
 * octet-stream). Not text/plain: a cross-site form may send that without a preflight
 * (http/server.ts), and none of these can be.
 */
const CSV_TYPES = [
  'text/csv',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
};

/**
 * GET /api/seller/products.csv and POST /api/seller/products/import (text/csv body, parsed
 * only here). The import's size is capped before it is read: a body over the limit is 413.
 */
export const productCsvRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  csv: ProductCsvService;
}> = async (app, { viewers, csv }) => {
  app.addContentTypeParser(
    CSV_TYPES,
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    paths.api.seller.productsCsv(),
    {
      schema: {
        tags: ['seller'],
        summary: "The seller's products as a spreadsheet (UTF-8 with BOM, one row per product)",
        description:
          'Columns: sku, name, description, category (slug), base_price, currency, ' +
          'stock_count, status, availability_mode, pickup_available, delivery_available, ' +
          'delivery_price, payment_cash_on_delivery, payment_shamcash, payment_goldmasters ' +
          '(1/0) and variants ("size|colour|price adjustment|stock" separated by ";"). Cells ' +
          'a spreadsheet would run as formulas (= + - @) start with an apostrophe.',
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const text = await csv.exportCsv(viewer);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .type('text/csv; charset=utf-8')
        .send(text);
    },
  );

  app.post(
    paths.api.seller.productsImport(true).split('?')[0]!,
    {
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        tags: ['seller'],
        summary: 'Create and update products from a CSV file, matched by SKU',
        description:
          `At most ${MAX_IMPORT_ROWS} rows and ${MAX_IMPORT_BYTES} bytes. dry_run (default ` +
          'true) writes nothing and reports what each row would do and its problems in ' +
          'Arabic. dry_run=false writes all rows in one transaction, or none: any problem is ' +
          '400 IMPORT_REJECTED with the report in error.details. Archived rows are skipped.',
        consumes: CSV_TYPES,
        querystring: z.object({ dry_run: queryBoolean.default(true) }),
        body: z.any().describe('the CSV text'),
        response: { 200: importReport, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      if (typeof request.body !== 'string') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, { accepted: CSV_TYPES });
      }
      const result = await csv.importCsv(viewer, request.body, request.query.dry_run);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
};
