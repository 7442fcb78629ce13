import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { browser } from './helpers/auth';
import {
  delivery,
  moveOrder,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  walletProduct,
} from './helpers/orders';

const BOARD = '/api/seller/orders';
const detailUrl = (id: string) => `${BOARD}/${id}`;
/** 1042 as an Arabic keyboard types it: ١٠٤٢. */
const arabicIndic = (n: number) =>
  String(n).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** The seller board and an order's detail: the owner's store's orders only. */
describe('seller orders board', () => {
  let t: TestApp;
  let w: OrderWorld;
  const placed: string[] = [];
  /** The human numbers create-order answered with, in the order placed. */
  const numbers: number[] = [];
  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    const product = await walletProduct(w, { stockCount: 50 });
    const line = { product_id: product.id, quantity: 2, unit_price: 1500 };
    // The second customer's phone holds the first order's number (1001): a search for that
    // number finds both, the order it names first.
    const contacts = [
      { name: 'سارة الشامي', phone: '+963 944 000 111', email: null },
      { name: 'ماهر الحلبي', phone: '+963955221001', email: null },
      { name: 'ليلى', phone: '+963 966 444 555', email: null },
    ];
    // Two orders with one receipt number: both are flagged.
    const receipts = ['SC-DUP-1', 'SC-DUP-1', 'SC-UNIQUE-2'];
    for (const [i, contact] of contacts.entries()) {
      const res = await placeOrder(
        w.shopper,
        orderBody(w.vendor.id, [line], {
          customer_contact_info: contact,
          payment_receipt: receipts[i],
          ...(i === 2 ? { delivery_requested: true, delivery_address: delivery } : {}),
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json().id);
      numbers.push(res.json().number);
    }
    expect(numbers).toEqual([1001, 1002, 1003]);
    const moved = await moveOrder(w.owner, placed[2]!, {
      status: 'confirmed',
      vendor_id: w.vendor.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
  afterAll(() => t.close());

  it('lists a group newest first with every group counted', async () => {
    const res = await w.owner.get(`${BOARD}?group=new`);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json();
    expect(board.counts).toEqual({ new: 2, in_progress: 1, ready: 0, done: 0, cancelled: 0 });
    expect(board.count).toBe(2);
    expect(board.data.map((r: { id: string }) => r.id)).toEqual([placed[1], placed[0]]);
    expect(board.data[0]).toMatchObject({
      number: numbers[1],
      status: 'pending',
      payment_status: 'awaiting_check',
      payment_receipt: 'SC-DUP-1',
      duplicate_receipt: true,
      customer_name: 'ماهر الحلبي',
      customer_phone: '+963955221001',
      item_count: 2,
      total_amount: 3000,
    });
    expect(board.data[1].duplicate_receipt).toBe(true);
    const progress = (await w.owner.get(`${BOARD}?group=in_progress`)).json();
    expect(progress.data).toHaveLength(1);
    expect(progress.data[0]).toMatchObject({ id: placed[2], duplicate_receipt: false });
  });

  it('searches by order number, customer name or phone, counting under the same search', async () => {
    const search = async (group: string, q: string) =>
      (await w.owner.get(`${BOARD}?group=${group}&q=${encodeURIComponent(q)}`)).json();
    const ids = (board: { data: { id: string }[] }) => board.data.map((r) => r.id);
    const byName = await search('new', 'ماهر');
    expect(ids(byName)).toEqual([placed[1]]);
    expect(byName.counts).toEqual({ new: 1, in_progress: 0, ready: 0, done: 0, cancelled: 0 });
    expect(ids(await search('in_progress', '444'))).toEqual([placed[2]]);
    // The human number, however it is typed, finds its order exactly.
    for (const q of ['1002', '#1002', '# 1002', arabicIndic(1002), `#${arabicIndic(1002)}`]) {
      expect(ids(await search('new', q)), q).toEqual([placed[1]]);
    }
    const third = await search('in_progress', `#${numbers[2]}`);
    expect(ids(third)).toEqual([placed[2]]);
    expect(third.counts).toEqual({ new: 0, in_progress: 1, ready: 0, done: 0, cancelled: 0 });
    // Exactly, not as text inside the number: 10021 and 11002 name no order.
    expect(ids(await search('new', '10021'))).toEqual([]);
    expect(ids(await search('new', '11002'))).toEqual([]);
    // 1001 is the first order's number and inside the second's phone: the named order first,
    // though the other is newer.
    expect(ids(await search('new', '1001'))).toEqual([placed[0], placed[1]]);
    // The reference older mails carried (the id's last 8 characters) still finds its order.
    const reference = placed[0]!.slice(-8);
    for (const q of [reference, `#${reference.toUpperCase()}`]) {
      expect(ids(await search('new', q)), q).toEqual([placed[0]]);
    }
    // LIKE wildcards are text, not patterns.
    const wild = (await w.owner.get(`${BOARD}?group=new&q=%25`)).json();
    expect(wild.data).toEqual([]);
  });

  it('pages within the cap and refuses bad input with 400', async () => {
    const page = (await w.owner.get(`${BOARD}?group=new&limit=1&offset=1`)).json();
    expect(page).toMatchObject({ count: 2, limit: 1, offset: 1 });
    expect(page.data.map((r: { id: string }) => r.id)).toEqual([placed[0]]);
    for (const bad of ['limit=101', 'limit=0', 'offset=-1', 'group=all', `q=${'x'.repeat(101)}`]) {
      expect((await w.owner.get(`${BOARD}?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('shows one order in full, with its history and the moves left to the store', async () => {
    const res = await w.owner.get(detailUrl(placed[2]!));
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      id: placed[2],
      number: numbers[2],
      status: 'confirmed',
      payment_status: 'confirmed',
      payment_note: null,
      duplicate_receipt: false,
      delivery_address: delivery,
      customer_contact_info: { name: 'ليلى', phone: '+963 966 444 555' },
      next_statuses: ['preparing', 'cancelled'],
    });
    expect(order.order_items).toHaveLength(1);
    expect(order.history).toEqual([
      // The placement's stored marker note is never shown.
      expect.objectContaining({ from_status: null, to_status: 'pending', note: null }),
      expect.objectContaining({ from_status: 'pending', to_status: 'confirmed', actor: 'vendor' }),
    ]);
  });

  it('is the owner’s alone: 401 signed out, 404 for another store or none', async () => {
    const guest = browser(t.app);
    expect((await guest.get(BOARD)).statusCode).toBe(401);
    expect((await guest.get(detailUrl(placed[0]!))).statusCode).toBe(401);
    // The other store sees an empty board and never this store's order.
    const other = (await w.otherOwner.get(`${BOARD}?group=new`)).json();
    expect(other.data).toEqual([]);
    expect(other.counts).toEqual({ new: 0, in_progress: 0, ready: 0, done: 0, cancelled: 0 });
    expect((await w.otherOwner.get(detailUrl(placed[0]!))).statusCode).toBe(404);
    expect((await w.owner.get(detailUrl(randomUUID()))).statusCode).toBe(404);
    expect((await w.owner.get(detailUrl('not-a-uuid'))).statusCode).toBe(400);
    const shopper = await w.shopper.get(BOARD);
    expect(shopper.statusCode).toBe(404);
    expect(shopper.json().error.code).toBe('STORE_NOT_FOUND');
  });

  it('exports the day range as a spreadsheet with a BOM and Arabic headers; bad ranges 400', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Damascus' }).format(
      new Date(),
    );
    const res = await w.owner.get(`${BOARD}.csv?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const rows = res.body.split('\r\n');
    expect(rows[0]!.startsWith('\uFEFFرقم الطلب,')).toBe(true);
    // The three orders, oldest first; phones starting with + are kept as text.
    expect(rows.slice(1, -1).map((row) => row.split(',')[0])).toEqual(['1001', '1002', '1003']);
    expect(rows[1]).toContain("'+963 944 000 111");
    // Another store exports only its own (none); an old range holds nothing.
    const other = await w.otherOwner.get(`${BOARD}.csv?from=${today}&to=${today}`);
    expect(other.body.split('\r\n')).toHaveLength(2);
    const old = await w.owner.get(`${BOARD}.csv?from=2020-01-01&to=2020-01-31`);
    expect(old.body.split('\r\n')).toHaveLength(2);
    for (const bad of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2024-01-01&to=2025-12-31',
      'from=today&to=2026-01-01',
      'to=2026-01-01',
    ]) {
      expect((await w.owner.get(`${BOARD}.csv?${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await browser(t.app).get(`${BOARD}.csv?from=${today}&to=${today}`)).statusCode).toBe(
      401,
    );
  });
});
