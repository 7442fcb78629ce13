import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { paths } from '@souq/domain/paths';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { guestAnswer } from '@/test/accounts';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { vendorFixture } from '@/test/vendors';
import { Component } from './vendors-map';

// Leaflet needs a real layout engine: the map is stood in for by its marker count and buttons.
vi.mock('@/features/vendors-map/lazy-vendor-map', () => ({
  LazyVendorMap: (props: { vendors: { id: string }[]; onVendorClick: (id: string) => void }) => (
    <div data-testid="map" data-markers={props.vendors.length}>
      {props.vendors.map((v) => (
        <button key={v.id} type="button" onClick={() => props.onVendorClick(v.id)}>
          marker {v.id}
        </button>
      ))}
    </div>
  ),
}));

/** The i-th of many stores: half in Damascus, half in Aleppo; store 1 sells food. */
function vendor(i: number, over: Partial<Vendor> = {}): Vendor {
  return vendorFixture({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    vendor_name: `متجر ${i}`,
    description: null,
    formatted_address: 'دمشق، سوريا',
    city: i % 2 ? 'دمشق' : 'حلب',
    phone_number: '+963900000000',
    latitude: 33.5,
    longitude: 36.3,
    delivery_radius_km: 10,
    total_products: i,
    product_categories: i === 1 ? ['أغذية'] : ['ملابس'],
    layout_template: 'modern',
    ...over,
  });
}

const vendorsPath = paths.api.exportVendors();
const all = Array.from({ length: 101 }, (_, i) => vendor(i + 1));

function setup({ categories = json({ data: [], count: 0 }), vendors = true } = {}) {
  const fetchMock = stubFetch({
    '/api/me': guestAnswer,
    [paths.api.exportCategories()]: () => categories,
  });
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== vendorsPath) return base ? base(input, init) : json({}, 404);
    if (!vendors) return json({ error: { code: 'INTERNAL', message: 'خطأ في الخادم' } }, 500);
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return json({ data: all.slice(offset, offset + limit), count: all.length, limit, offset });
  });
  renderRoutes(
    [{ path: '/vendors-map', element: <Component />, handle: { title: 'خريطة' } }],
    '/vendors-map',
  );
  return fetchMock;
}

// a hundred rows in happy-dom are slow on a shared 2-core machine
describe('web /vendors-map', { timeout: 15_000 }, () => {
  it('loads every page of vendors without products, then lists them', async () => {
    const fetchMock = setup();
    expect(screen.getByTestId('vendors-map-loading')).toBeTruthy();
    expect(await screen.findByText(vendorsMapText.count(101))).toBeTruthy();
    expect(screen.getByTestId('map').dataset.markers).toBe('101');
    const urls = callsTo(fetchMock, vendorsPath).map(([u]) => new URL(u, 'http://x').searchParams);
    expect(urls.map((q) => q.get('offset'))).toEqual(['0', '100']);
    expect(urls.every((q) => q.get('limit') === '100' && !q.has('include_products'))).toBe(true);
  });

  it('shows the spec alert with the error message when vendors fail', async () => {
    setup({ vendors: false });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(vendorsMapText.loadError);
    expect(alert.textContent).toContain('خطأ في الخادم');
  });

  it('falls back to the vendors’ categories when categories fail', async () => {
    setup({ categories: json({ error: { code: 'X', message: 'x' } }, 500) });
    expect(
      await screen.findByText(vendorsMapText.categoriesFallback, {}, { timeout: 4000 }),
    ).toBeTruthy();
    const select = screen.getByLabelText(vendorsMapText.categoryLabel) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['all', 'أغذية', 'ملابس']);
    fireEvent.change(select, { target: { value: 'أغذية' } });
    await waitFor(() => expect(screen.getByTestId('map').dataset.markers).toBe('1'));
  });

  it('selects on the first click and zooms further with the hint on the second', async () => {
    setup();
    const list = await screen.findByTestId('vendor-list');
    const row = [...list.querySelectorAll('button')].find((b) =>
      b.textContent?.startsWith('متجر 2حلب'),
    );
    if (!row) throw new Error('no row');
    fireEvent.click(row);
    const detail = await screen.findByTestId('vendor-detail');
    const store = detail.querySelector('a[href^="/vendor/"]');
    if (!store) throw new Error('no storefront link');
    expect(store.getAttribute('href')).toBe(paths.web.vendor(vendor(2).id));
    expect(store.getAttribute('target')).toBe('_blank');
    expect(store.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByText(vendorsMapText.zoomHint)).toBeNull();
    fireEvent.click(screen.getByText(`marker ${vendor(2).id}`));
    expect(await screen.findByText(vendorsMapText.zoomHint)).toBeTruthy();
  });
});
