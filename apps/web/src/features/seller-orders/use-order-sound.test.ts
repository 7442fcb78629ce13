import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { playTone, wakeTone } from './order-tone';
import { SOUND_KEY, useOrderSound } from './use-order-sound';

vi.mock('./order-tone', () => ({ playTone: vi.fn(), wakeTone: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

describe('useOrderSound', () => {
  it('is off at first and stays silent when new orders arrive', () => {
    const { result, rerender } = renderHook(({ count }) => useOrderSound(count), {
      initialProps: { count: 1 as number | undefined },
    });
    expect(result.current.on).toBe(false);
    rerender({ count: 2 });
    expect(playTone).not.toHaveBeenCalled();
  });

  it('chimes when the count of new orders goes up, not on the first read or a decrease', () => {
    localStorage.setItem(SOUND_KEY, '1');
    const { result, rerender } = renderHook(({ count }) => useOrderSound(count), {
      initialProps: { count: undefined as number | undefined },
    });
    expect(result.current.on).toBe(true);
    rerender({ count: 3 });
    expect(playTone).not.toHaveBeenCalled();
    rerender({ count: 4 });
    expect(playTone).toHaveBeenCalledTimes(1);
    rerender({ count: 2 });
    expect(playTone).toHaveBeenCalledTimes(1);
  });

  it('remembers the switch and wakes the audio with the gesture that turns it on', () => {
    const { result } = renderHook(() => useOrderSound(0));
    act(() => result.current.toggle(true));
    expect(wakeTone).toHaveBeenCalled();
    expect(localStorage.getItem(SOUND_KEY)).toBe('1');
    act(() => result.current.toggle(false));
    expect(localStorage.getItem(SOUND_KEY)).toBeNull();
  });
});
