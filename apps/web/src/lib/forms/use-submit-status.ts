import { useCallback, useEffect, useRef, useState } from 'react';

export type SubmitStatus = 'idle' | 'loading' | 'success' | 'error';

/** Spec orders §4 and §9: the auth screens' submit status returns to idle 2 s after an attempt. */
export const STATUS_RESET_MS = 2000;

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** Runs a submit and drives idle -> loading -> success | error -> idle. */
export function useSubmitStatus() {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async <R>(task: () => Promise<R>): Promise<Outcome<R>> => {
    const settle = (next: SubmitStatus) => {
      setStatus(next);
      timer.current = setTimeout(() => setStatus('idle'), STATUS_RESET_MS);
    };
    clearTimeout(timer.current);
    setStatus('loading');
    try {
      const value = await task();
      settle('success');
      return { ok: true, value };
    } catch (error) {
      settle('error');
      return { ok: false, error };
    }
  }, []);

  return { status, run };
}
