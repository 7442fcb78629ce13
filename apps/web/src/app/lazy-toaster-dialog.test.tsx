import { render, screen } from '@testing-library/react';
import { Dialog } from 'radix-ui';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { LazyToaster } from './lazy-toaster';

/** Its own file: the toaster must not have been mounted by an earlier test (module state). */
describe('lazy toaster under a dialog', () => {
  it('is not hidden from screen readers by a dialog that opened before the first toast', async () => {
    render(
      <>
        <LazyToaster />
        <Dialog.Root open>
          <Dialog.Portal>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>المشغّل</Dialog.Title>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </>,
    );
    await screen.findByRole('dialog');
    notify.success('تمت الإضافة إلى السلة');
    const toast = await screen.findByText('تمت الإضافة إلى السلة');
    expect(toast.closest('[aria-hidden="true"]')).toBeNull();
  });
});
