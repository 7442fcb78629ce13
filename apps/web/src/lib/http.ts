/**
 * The one way the web app talks to the API: JSON in and out, a 30 s time limit (spec:
 * request timeout), and errors that keep both the spec's `HTTP {status}: {text}` message
 * and the API's Arabic `{ error: { code, message } }` so screens can show the latter.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Empty on the web (same origin); the native wrapper points this at the real server. */
const apiBase: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** One field the API rejected: `{ in: 'body', field: 'email', message: '...' }`. */
export interface ApiFieldProblem {
  in?: string;
  field: string;
  message: string;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: string,
    /** The API's error code and Arabic message, when the body was our error JSON. */
    readonly code?: string,
    readonly apiMessage?: string,
    /** Per-field problems of a 400 VALIDATION_FAILED. */
    readonly fieldProblems: ApiFieldProblem[] = [],
  ) {
    super(`HTTP ${status}: ${body}`);
  }
}

/**
 * Cookies sign the web app's requests. The native wrapper signs them with a bearer token
 * instead and registers it here (features/native/native-auth.ts); otherwise nothing is added.
 */
let authorization: () => string | undefined = () => undefined;
export function setAuthorizationProvider(provider: () => string | undefined): void {
  authorization = provider;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob or File goes as it is, typed by its own type (uploads, CSV). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (create-order's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** One request to the API, signed as every other (cookie on the web, bearer token natively). */
function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: accept };
  const raw = body instanceof Blob;
  if (body !== undefined) {
    headers['Content-Type'] = raw ? body.type || 'application/octet-stream' : 'application/json';
  }
  const credential = authorization();
  if (credential) headers.Authorization = credential;

  return fetch(apiBase + path, {
    method,
    headers,
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    // Natively the API is another origin that allows no credentials: the bearer token signs.
    credentials: apiBase ? 'omit' : 'same-origin',
    signal: withTimeout(signal),
  });
}

export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const text = await response.text();
  if (!response.ok) throw toHttpError(response.status, text);
  if (response.status === 204 || text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A 200 that is not JSON is usually an HTML fallback page: the API is not there.
    throw new HttpError(response.status, 'invalid JSON response');
  }
}

/**
 * A file the API sends (a CSV export) as bytes, with its Content-Disposition: fetched like every
 * other call, so the native app's bearer token signs it (a plain link would go unsigned).
 * Errors are the same HttpError as http()'s, with the API's Arabic message.
 */
export async function httpFile(
  path: string,
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw toHttpError(response.status, await response.text());
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}

function toHttpError(status: number, text: string): HttpError {
  try {
    const parsed: unknown = JSON.parse(text);
    const error = (parsed as { error?: { code?: unknown; message?: unknown; details?: unknown } })
      ?.error;
    if (error && typeof error.code === 'string' && typeof error.message === 'string') {
      return new HttpError(status, text, error.code, error.message, fieldProblemsOf(error.details));
    }
  } catch {
    // not JSON: keep the raw text only
  }
  return new HttpError(status, text);
}

function fieldProblemsOf(details: unknown): ApiFieldProblem[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (item): item is ApiFieldProblem =>
      typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}

/** The caller's signal (React Query cancels stale requests) combined with the time limit. */
function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  if (!signal) return timeout;
  // AbortSignal.any is missing on older Android WebViews; fall back to the time limit alone.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * The request never got an answer: no network, a blocked request, or the time limit. Unlike
 * an HTTP error, it says nothing about the server's view (the session may well be valid).
 */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError')
  );
}

/** The Arabic message the API sent, if any: screens prefer it to their generic text. */
export function apiMessageOf(error: unknown): string | undefined {
  return error instanceof HttpError ? error.apiMessage : undefined;
}
