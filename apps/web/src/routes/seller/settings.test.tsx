import { sellerSettingsText } from '@souq/domain/locales/ar/seller';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sellerStoreFixture } from '@/features/seller-shell/seller-store.fixture';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, stubFetch } from '@/test/render';
import { renderSeller } from '@/test/seller-routes';

const t = sellerSettingsText;
const store = sellerStoreFixture();
const base = {
  '/api/me': meAnswer(shopper({ type: 'vendor' })),
  '/api/seller/store': () => json({ store }),
  '/functions/v1/export-vendors': () => json({ data: [], count: 0 }),
};
const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  JSON.parse(String(callsTo(fetchMock, path).at(-1)?.[1]?.body));

describe('store settings', () => {
  it('shows the sanitiser verdict line by line and saves only checked CSS', async () => {
    const fetchMock = stubFetch({
      ...base,
      '/api/seller/store/css/preview': () =>
        json({
          css: '.vendor-storefront h1 { color: red; }',
          dropped: [
            { line: 2, text: 'body { display: none }', reason: 'المحدد خارج واجهة المتجر' },
          ],
          unreadable: [{ line: 1, text: 'h1 { color: red; }', reason: 'أحمر على أحمر' }],
        }),
      '/api/seller/store/css': () => json(store),
    });
    renderSeller('/seller/settings/css');
    const save = await screen.findByRole('button', { name: t.save });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(t.css.label), 'h1 {{ color: red; }');
    await userEvent.click(screen.getByRole('button', { name: t.css.check }));
    const verdict = await screen.findByTestId('css-verdict');
    expect(within(verdict).getByText(t.css.dropped(1))).toBeTruthy();
    expect(within(verdict).getByText(t.css.line(2))).toBeTruthy();
    expect(within(verdict).getByText('المحدد خارج واجهة المتجر')).toBeTruthy();
    expect(within(verdict).getByText(t.css.unreadable)).toBeTruthy();
    expect(within(verdict).getByText('أحمر على أحمر')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/seller/store/css/preview')).toEqual({
      custom_css: 'h1 { color: red; }',
    });
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/seller/store/css')).toEqual({
      custom_css: 'h1 { color: red; }',
    });
  });

  it('asks the password again before changing a wallet number, and shows a refusal', async () => {
    let attempts = 0;
    const fetchMock = stubFetch({
      ...base,
      '/api/seller/store/wallets': () => {
        attempts += 1;
        return attempts === 1
          ? json({ error: { code: 'WRONG_PASSWORD', message: 'كلمة المرور غير صحيحة' } }, 403)
          : json(store);
      },
    });
    renderSeller('/seller/settings/wallets');
    const goldmasters = await screen.findByLabelText('حساب غولد ماسترز');
    await userEvent.type(goldmasters, 'GM-42');
    await userEvent.click(screen.getByRole('button', { name: t.wallets.save }));
    const dialog = await screen.findByRole('dialog', { name: t.wallets.confirmTitle });
    await userEvent.type(within(dialog).getByLabelText(t.wallets.password), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: t.wallets.confirm }));
    expect(await within(dialog).findByText('كلمة المرور غير صحيحة')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(t.wallets.password));
    await userEvent.type(within(dialog).getByLabelText(t.wallets.password), 'souq-demo-1234');
    await userEvent.click(within(dialog).getByRole('button', { name: t.wallets.confirm }));
    expect(await screen.findByText(t.saved)).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/seller/store/wallets')).toEqual({
      shamcash_account: 'SC-1234',
      goldmasters_account: 'GM-42',
      password: 'souq-demo-1234',
    });
  });

  it('previews the chosen layout and colours live before saving them', async () => {
    const fetchMock = stubFetch({ ...base, '/api/seller/store/theme': () => json(store) });
    renderSeller('/seller/settings/theme');
    const preview = await screen.findByTestId('store-preview');
    expect(preview.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe(
      'large_hero_section',
    );
    await userEvent.click(screen.getByRole('radio', { name: t.theme.layouts.visual_wall }));
    await userEvent.click(screen.getByRole('radio', { name: t.theme.colorNames.red_bold }));
    expect(preview.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('visual_wall');
    expect(document.documentElement.dataset.vendorTheme).toBe('red_bold');
    expect(screen.getByText(t.theme.unsaved)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/seller/store/theme')).toEqual({
      layout_template: 'visual_wall',
      color_pattern: 'red_bold',
    });
  });

  it('saves opening hours typed with Arabic digits and the chosen closed days', async () => {
    const fetchMock = stubFetch({ ...base, '/api/seller/store/hours': () => json(store) });
    renderSeller('/seller/settings/hours');
    const opens = await screen.findByLabelText(t.hours.opensAt);
    await userEvent.clear(opens);
    await userEvent.type(opens, '٩:٣٠');
    await userEvent.click(screen.getByRole('checkbox', { name: t.hours.days[0] }));
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/seller/store/hours')).toEqual({
      opens_at: '09:30',
      closes_at: '21:00',
      closed_days: [0, 5],
    });
  });
});
