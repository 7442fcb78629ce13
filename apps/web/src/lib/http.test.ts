import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, http, setAuthorizationProvider } from './http';

function respond(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('http', () => {
  it('returns parsed JSON and sends JSON bodies with a time-limited signal', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    await expect(http('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('throws "HTTP {status}: {text}" and keeps the API error code and Arabic message', async () => {
    const body = JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'محاولات كثيرة' } });
    respond(429, body);
    const error = await http('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(`HTTP 429: ${body}`);
    expect((error as HttpError).code).toBe('RATE_LIMITED');
    expect((error as HttpError).apiMessage).toBe('محاولات كثيرة');
  });

  it('treats a non-JSON 200 (an HTML fallback page) as an error', async () => {
    respond(200, '<!doctype html>');
    await expect(http('/api/x')).rejects.toBeInstanceOf(HttpError);
  });

  it('keeps the per-field problems of a validation error', async () => {
    const details = [{ in: 'body', field: 'email', message: 'يرجى إدخال بريد إلكتروني صحيح' }, 7];
    respond(400, JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'x', details } }));
    const error = (await http('/api/x').catch((e: unknown) => e)) as HttpError;
    expect(error.fieldProblems).toEqual([details[0]]);
  });

  it('adds an Authorization header only when a provider supplies one (native, later)', async () => {
    const fetchMock = respond(200, '{}');
    await http('/api/x');
    setAuthorizationProvider(() => 'Bearer abc');
    await http('/api/x');
    setAuthorizationProvider(() => undefined);
    const headers = fetchMock.mock.calls.map(
      (call) =>
        ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)
          .Authorization,
    );
    expect(headers).toEqual([undefined, 'Bearer abc']);
  });
});
