import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBootFirstScreen } from './boot-first-screen';

const painted = vi.hoisted(() => ({ value: false }));
vi.mock('./use-poster-painted', () => ({ usePosterPainted: () => painted.value }));

function serverPoster() {
  const image = document.createElement('img');
  image.className = 'boot-first-screen';
  document.body.prepend(image);
}
const bootPoster = () => document.querySelector('.boot-first-screen');

afterEach(() => {
  bootPoster()?.remove();
  painted.value = false;
});

describe("the server's first poster", () => {
  it('stays until the feed has painted its own, then goes', () => {
    serverPoster();
    const { rerender } = renderHook(() => useBootFirstScreen('/media/a.webp', true));
    expect(bootPoster()).not.toBeNull();
    painted.value = true;
    rerender();
    expect(bootPoster()).toBeNull();
  });

  it('goes at once when there is nothing to show, and when the screen closes', () => {
    serverPoster();
    renderHook(() => useBootFirstScreen(undefined, true));
    expect(bootPoster()).toBeNull();

    serverPoster();
    const { unmount } = renderHook(() => useBootFirstScreen('/media/a.webp', false));
    expect(bootPoster()).not.toBeNull();
    unmount();
    expect(bootPoster()).toBeNull();
  });
});
