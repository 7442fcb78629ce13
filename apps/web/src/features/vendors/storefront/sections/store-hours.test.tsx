import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vendorFixture } from '@/test/vendors';
import { StoreHours } from './store-hours';

describe('StoreHours', () => {
  it('says daily when the store opens every day', () => {
    render(<StoreHours vendor={vendorFixture({ opens_at: '08:00', closes_at: '20:00' })} />);
    expect(screen.getByText(t.hoursDaily, { exact: false })).toBeTruthy();
    expect(screen.queryByText(/مغلق/)).toBeNull();
  });

  it('names the weekdays the store closes on', () => {
    render(<StoreHours vendor={vendorFixture({ closed_days: [5, 6] })} />);
    expect(screen.getByText(t.closedOn('الجمعة، السبت'))).toBeTruthy();
    expect(screen.getByText(t.hoursOpenDays, { exact: false })).toBeTruthy();
  });
});
