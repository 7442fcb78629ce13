import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopper } from '@/test/accounts';
import { lastSession } from './last-session';
import { fetchMe, signedOutMe } from './me-query';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));
const signedIn = { user: shopper(), needsProfileCompletion: false };

afterEach(() => vi.unstubAllGlobals());

describe('fetchMe without a network', () => {
  it('keeps the last signed-in answer for when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', answer(200, signedIn));
    expect(await fetchMe()).toEqual(signedIn);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await fetchMe()).toEqual(signedIn);
    vi.stubGlobal('fetch', answer(503, { error: { code: 'UNAVAILABLE', message: 'x' } }));
    expect(await fetchMe()).toEqual(signedIn);
  });

  it("takes the server's word as soon as it answers: a guest, or a 401", async () => {
    vi.stubGlobal('fetch', answer(200, signedIn));
    await fetchMe();
    vi.stubGlobal('fetch', answer(200, { user: null }));
    expect(await fetchMe()).toEqual(signedOutMe);
    expect(lastSession()).toBeNull();

    vi.stubGlobal('fetch', answer(200, signedIn));
    await fetchMe();
    vi.stubGlobal('fetch', answer(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } }));
    await expect(fetchMe()).rejects.toThrow();
    expect(lastSession()).toBeNull();
  });

  it('still fails offline when nobody was signed in on this device', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchMe()).rejects.toThrow(TypeError);
  });

  it('ignores a damaged stored session', async () => {
    localStorage.setItem('souq:last-session', '{"user": 3}');
    expect(lastSession()).toBeNull();
    localStorage.setItem('souq:last-session', 'not json');
    expect(lastSession()).toBeNull();
  });
});
