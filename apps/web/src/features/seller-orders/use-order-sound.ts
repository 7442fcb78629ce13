import { useEffect, useRef, useState } from 'react';
import { playTone, wakeTone } from './order-tone';

/** Remembered on this device only: the switch is about this phone's or counter's speaker. */
export const SOUND_KEY = 'souq:seller-orders-sound';

function remembered(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The board's sound switch (off unless the owner turned it on here) and its chime: whenever
 * the number of new orders goes up while the board is open, by the stream or by polling.
 * The first count read is not an arrival.
 */
export function useOrderSound(newCount: number | undefined) {
  const [on, setOn] = useState(remembered);
  const last = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (newCount === undefined) return;
    if (on && last.current !== undefined && newCount > last.current) playTone();
    last.current = newCount;
  }, [newCount, on]);

  // A remembered "on" needs a gesture before the browser lets it sound.
  useEffect(() => {
    if (!on) return;
    window.addEventListener('pointerdown', wakeTone, { once: true });
    return () => window.removeEventListener('pointerdown', wakeTone);
  }, [on]);

  const toggle = (next: boolean) => {
    setOn(next);
    if (next) wakeTone();
    try {
      if (next) localStorage.setItem(SOUND_KEY, '1');
      else localStorage.removeItem(SOUND_KEY);
    } catch {
      // storage blocked (private mode): the switch still works until the page is left
    }
  };
  return { on, toggle };
}
