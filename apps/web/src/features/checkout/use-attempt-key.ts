import { useRef } from 'react';

const newKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One Idempotency-Key per checkout attempt: the same body gets the same key again (a retry
 * after a lost answer replays the first order); a changed body (new price, other method) is a
 * new attempt with a new key, since the server refuses a reused key with another body.
 */
export function useAttemptKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newKey() };
    return last.current.key;
  };
}
