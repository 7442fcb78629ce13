import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * A seller list's filters kept in the URL, so a shared link or Back shows the same page. `set`
 * writes some of them (an empty value removes one; any change but the page's goes back to the
 * first page); the search box's `text` moves the URL once typing settles.
 */
export function useListParams<Filters extends { q: string }>(
  read: (params: URLSearchParams) => Filters,
) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const [text, setText] = useState(filters.q);
  const q = useDebouncedValue(text).trim();
  const set = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search text moves the URL
  useEffect(() => {
    if (q !== filters.q) set({ q });
  }, [q]);
  return { params, filters, set, text, setText };
}
