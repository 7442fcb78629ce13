import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render';
import { ShareMenu } from './share-menu';

function stubClipboard(writeText: () => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('share menu', () => {
  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderAt(<ShareMenu title="قميص" />, '/product/p1');
    fireEvent.click(screen.getByRole('button', { name: t.share }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(share.mock.calls[0]).toEqual([{ title: 'قميص', url: `${location.origin}/product/p1` }]);
    expect(screen.queryByRole('link', { name: t.shareWhatsApp })).toBeNull();
    Reflect.deleteProperty(navigator, 'share');
  });

  it("copies the link and says 'تم النسخ', or 'خطأ في النسخ' when it cannot", async () => {
    stubClipboard(async () => undefined);
    renderAt(<ShareMenu title="قميص" />, '/product/p1');
    fireEvent.click(screen.getByRole('button', { name: t.share }));
    expect(screen.getByRole('link', { name: t.shareX }).getAttribute('href')).toContain(
      'twitter.com/intent/tweet?url=',
    );
    expect(screen.getByRole('link', { name: t.shareFacebook }).getAttribute('href')).toContain(
      'facebook.com/sharer/sharer.php?u=',
    );
    fireEvent.click(screen.getByRole('button', { name: t.copyLink }));
    expect(await screen.findByRole('button', { name: t.copied })).toBeTruthy();

    stubClipboard(async () => {
      throw new Error('denied');
    });
    fireEvent.click(screen.getByRole('button', { name: t.copied }));
    expect(await screen.findByText(t.copyFailed, {}, { timeout: 2000 })).toBeTruthy();
  });
});
