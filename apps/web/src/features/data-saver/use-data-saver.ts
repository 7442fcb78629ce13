import { useSyncExternalStore } from 'react';
import { isDataSaverOn, setDataSaver, subscribeDataSaver } from './data-saver-store';

/** The data saver preference, re-rendering when it changes (here or in another tab). */
export function useDataSaver(): [on: boolean, set: (on: boolean) => void] {
  const on = useSyncExternalStore(subscribeDataSaver, isDataSaverOn, () => false);
  return [on, setDataSaver];
}
