import { browserConnection, dataSaverDefault } from './data-saver-default';

/** '1' or '0' once the shopper has chosen; absent means 'follow the connection'. */
export const DATA_SAVER_KEY = 'souq:data-saver';

const listeners = new Set<() => void>();

function storedChoice(): boolean | null {
  try {
    const value = localStorage.getItem(DATA_SAVER_KEY);
    return value === null ? null : value === '1';
  } catch {
    return null; // storage blocked (private mode): follow the connection
  }
}

/** The shopper's choice if made, else the connection's default. Cheap: read on every call. */
export function isDataSaverOn(): boolean {
  return storedChoice() ?? dataSaverDefault(browserConnection());
}

export function setDataSaver(on: boolean): void {
  try {
    localStorage.setItem(DATA_SAVER_KEY, on ? '1' : '0');
  } catch {
    // storage blocked: the choice lasts until the page is left
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore; another tab's choice arrives through the storage event. */
export function subscribeDataSaver(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DATA_SAVER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
