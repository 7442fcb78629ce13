import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { LazyToaster } from './lazy-toaster';

describe('lazy toaster', () => {
  it('loads sonner on the first toast and still shows that toast', async () => {
    const { container } = render(<LazyToaster />);
    expect(container.textContent).toBe('');
    notify.error('يجب تسجيل الدخول', {
      description: 'يرجى تسجيل الدخول أولاً لإضافة المنتجات إلى السلة',
    });
    expect(await screen.findByText('يجب تسجيل الدخول')).toBeTruthy();
    expect(screen.getByText('يرجى تسجيل الدخول أولاً لإضافة المنتجات إلى السلة')).toBeTruthy();
  });

  it('shows an error raised twice only once', async () => {
    render(<LazyToaster />);
    notify.error('تعذر تحميل المنتجات');
    notify.error('تعذر تحميل المنتجات');
    await screen.findByText('تعذر تحميل المنتجات');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('تعذر تحميل المنتجات')).toHaveLength(1);
  });
});
