import { describe, expect, it, vi } from 'vitest';
import { betterAuthCalls } from './better-auth-calls';

/** A call that settles when told to. */
function pending<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('betterAuthCalls', () => {
  it('switches the storages off only once no call is under way', async () => {
    const storage = { disable: vi.fn() };
    const call = betterAuthCalls(() => [storage]);
    const first = pending<string>();
    const second = pending<string>();
    const a = call(() => first.promise);
    const b = call(() => second.promise);
    first.settle('a');
    expect(await a).toBe('a');
    // The second call still runs in Better Auth's context: its storages must stay on.
    expect(storage.disable).not.toHaveBeenCalled();
    second.settle('b');
    expect(await b).toBe('b');
    expect(storage.disable).toHaveBeenCalledTimes(1);
  });

  it('switches them off after a failed call too, and passes the failure on', async () => {
    const storage = { disable: vi.fn() };
    const call = betterAuthCalls(() => [storage]);
    await expect(call(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(storage.disable).toHaveBeenCalledTimes(1);
    // A later call works as before.
    expect(await call(async () => 'again')).toBe('again');
    expect(storage.disable).toHaveBeenCalledTimes(2);
  });
});
