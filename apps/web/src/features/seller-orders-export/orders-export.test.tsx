import { ordersExportText as t } from '@souq/domain/locales/ar/csv-exports';
import { orderCsvValidation } from '@souq/domain/locales/ar/seller-orders';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthorizationProvider } from '@/lib/http';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { OrdersExport } from './orders-export';

const CSV = '/api/seller/orders.csv';
const saved: string[] = [];

beforeEach(() => {
  // 22:30 UTC on the 23rd is already 01:30 on the 24th in Damascus (UTC+3).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T22:30:00Z'));
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:souq/orders');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  saved.length = 0;
  setAuthorizationProvider(() => undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const csvFile = () =>
  new Response('\uFEFFرقم الطلب\n', {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="orders-2026-10-26-2026-11-24.csv"',
    },
  });
const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('orders export', () => {
  it('offers the last 30 days on Syria’s clock and downloads them signed like every call', async () => {
    const fetchMock = stubFetch({ [CSV]: csvFile });
    setAuthorizationProvider(() => 'Bearer native-token');
    renderAt(<OrdersExport />);
    expect((screen.getByLabelText(t.from) as HTMLInputElement).value).toBe('2026-10-26');
    expect((screen.getByLabelText(t.to) as HTMLInputElement).value).toBe('2026-11-24');
    await userEvent.click(screen.getByRole('button', { name: t.download }));
    expect(await screen.findByText(t.downloaded)).toBeTruthy();
    const [[url, init]] = callsTo(fetchMock, CSV) as [[string, RequestInit]];
    expect(url).toBe(`${CSV}?from=2026-10-26&to=2026-11-24`);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer native-token');
    expect(saved).toEqual(['orders-2026-10-26-2026-11-24.csv']);
  });

  it('refuses a range the API would refuse, in Arabic, without asking it', async () => {
    const fetchMock = stubFetch({ [CSV]: csvFile });
    renderAt(<OrdersExport />);
    setDate(t.from, '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: t.download }));
    expect(await screen.findByText(orderCsvValidation.rangeTooLong)).toBeTruthy();
    setDate(t.from, '2026-11-25');
    await userEvent.click(screen.getByRole('button', { name: t.download }));
    expect(await screen.findByText(orderCsvValidation.rangeInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, CSV)).toHaveLength(0);
    expect(saved).toEqual([]);
  });

  it('shows the API’s Arabic refusal, and a plain one when the network fails', async () => {
    let answer = () =>
      json({ error: { code: 'STORE_NOT_FOUND', message: 'لا يوجد متجر لهذا الحساب' } }, 404);
    stubFetch({ [CSV]: () => answer() });
    renderAt(<OrdersExport />);
    await userEvent.click(screen.getByRole('button', { name: t.download }));
    expect((await screen.findByRole('alert')).textContent).toBe('لا يوجد متجر لهذا الحساب');
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await userEvent.click(screen.getByRole('button', { name: t.download }));
    expect(await screen.findByText(t.failed)).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
