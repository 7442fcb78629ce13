import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VendorOnMap } from './use-vendors-map';
import { VendorList } from './vendor-list';

const vendors = Array.from(
  { length: 120 },
  (_, i) =>
    ({
      id: `v${i}`,
      vendor_name: `متجر ${i}`,
      city: 'دمشق',
      formatted_address: null,
      total_products: 1,
      distance_km: null,
    }) as VendorOnMap,
);

let reportInView: () => void = () => undefined;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    reportInView = () =>
      callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals());

describe('VendorList', () => {
  it('renders 50 rows, then 50 more as the end nears, and always the selected vendor', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const rows = (c: HTMLElement) => c.querySelectorAll('button').length;
    const view = render(<VendorList vendors={vendors} selectedId={null} onPick={() => {}} />);
    expect(rows(view.container)).toBe(50);
    act(() => reportInView());
    expect(rows(view.container)).toBe(100);
    view.rerender(<VendorList vendors={vendors.slice(1)} selectedId="v110" onPick={() => {}} />);
    // a new result starts again from 50 rows, stretched to reach the selected vendor
    expect(rows(view.container)).toBe(110);
    expect(view.container.querySelector('[aria-pressed="true"]')?.textContent).toContain(
      'متجر 110',
    );
  });
});
