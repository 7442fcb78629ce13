import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DATA_SAVER_KEY,
  isDataSaverOn,
  setDataSaver,
  subscribeDataSaver,
} from './data-saver-store';

function fakeConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  localStorage.clear();
  fakeConnection(undefined);
});

describe('data saver preference', () => {
  it('follows the connection until the shopper chooses', () => {
    fakeConnection({ saveData: true });
    expect(isDataSaverOn()).toBe(true);
    fakeConnection({ effectiveType: '4g' });
    expect(isDataSaverOn()).toBe(false);
  });

  it("keeps the shopper's choice over the connection's default", () => {
    fakeConnection({ effectiveType: '2g' });
    setDataSaver(false);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('0');
    expect(isDataSaverOn()).toBe(false);
    fakeConnection({ effectiveType: '4g' });
    setDataSaver(true);
    expect(isDataSaverOn()).toBe(true);
  });

  it('tells subscribers when the choice changes, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeDataSaver(listener);
    setDataSaver(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setDataSaver(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
