import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageWithFallback } from './image-with-fallback';

const props = { alt: 'قميص قطني', fallbackLabel: 'لا توجد صورة للمنتج', width: 300, height: 200 };

describe('image with fallback', () => {
  it('renders a lazy image with explicit size', () => {
    render(<ImageWithFallback {...props} src="/media/a.webp?preset=thumbnail" />);
    const image = screen.getByRole('img', { name: props.alt });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('300');
    expect(image.getAttribute('height')).toBe('200');
  });

  it('swaps a broken image for the labelled placeholder', () => {
    render(<ImageWithFallback {...props} src="/media/broken.webp" />);
    fireEvent.error(screen.getByRole('img', { name: props.alt }));
    expect(screen.getByRole('img', { name: props.fallbackLabel })).toBeTruthy();
    expect(screen.queryByRole('img', { name: props.alt })).toBeNull();
  });

  it('shows the placeholder when there is no image at all', () => {
    render(<ImageWithFallback {...props} src={null} />);
    expect(screen.getByRole('img', { name: props.fallbackLabel })).toBeTruthy();
  });

  it('asks for high priority for the first images of a list', () => {
    render(<ImageWithFallback {...props} src="/media/a.webp" loading="high" />);
    const image = screen.getByRole('img', { name: props.alt });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('starts loading only 50 px before the image enters view', () => {
    const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(
      <ImageWithFallback {...props} src="/media/a.webp" loading="observe" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(observers[0]?.margin).toBe('50px');
    act(() =>
      observers[0]?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/a.webp');
  });
});
