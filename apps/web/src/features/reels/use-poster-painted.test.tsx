import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePosterPainted } from './use-poster-painted';

/** An image whose decode() the test settles by hand. */
function stubImages() {
  const decodes: { src: string; resolve: () => void; reject: () => void }[] = [];
  class FakeImage extends EventTarget {
    src = '';
    complete = false;
    decode() {
      return new Promise<void>((resolve, reject) => {
        decodes.push({ src: this.src, resolve, reject });
      });
    }
  }
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  });
  return decodes;
}

afterEach(() => vi.unstubAllGlobals());

describe('usePosterPainted', () => {
  it('waits for the poster to be decoded and painted', async () => {
    const decodes = stubImages();
    const { result } = renderHook(() => usePosterPainted('/media/a.webp', true));
    expect(result.current).toBe(false);
    expect(decodes.map((d) => d.src)).toEqual(['/media/a.webp']);
    await act(async () => decodes[0]?.resolve());
    expect(result.current).toBe(true);
  });

  it('does not hold the video back when the poster fails', async () => {
    const decodes = stubImages();
    const { result } = renderHook(() => usePosterPainted('/media/broken.webp', true));
    await act(async () => decodes[0]?.reject());
    expect(result.current).toBe(true);
  });

  it('is ready at once without a poster, and does nothing while not wanted', () => {
    const decodes = stubImages();
    expect(renderHook(() => usePosterPainted(null, true)).result.current).toBe(true);
    expect(renderHook(() => usePosterPainted('/media/b.webp', false)).result.current).toBe(false);
    expect(decodes).toEqual([]);
  });
});
