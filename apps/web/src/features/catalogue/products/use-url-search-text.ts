import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The search box's text, written to the URL (?q=) once it settles for 300 ms. A URL change
 * from elsewhere (back button, a link) refills the box; our own write does not clobber
 * what the shopper typed since.
 */
export function useUrlSearchText(
  urlText: string,
  write: (text: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlText);
  const settled = useDebouncedValue(text).trim();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change is written
  useEffect(() => {
    if (settled !== urlText) write(settled);
  }, [settled]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a URL change refills the box
  useEffect(() => {
    if (urlText !== settled) setText(urlText);
  }, [urlText]);
  return [text, setText];
}
