// @ts-check
/**
 * Plain fetch against the cluster, as the web app calls it: JSON bodies, the session cookie,
 * and our own Origin on every request (production trusts PUBLIC_URL, the nginx address, only).
 * `base` is nginx or one API process directly (http://127.0.0.1:PORT).
 */

/**
 * @typedef {object} Answer
 * @property {number} status
 * @property {any} json the parsed body, or null
 * @property {string} text
 * @property {Headers} headers
 */

/**
 * @param {string} base where the request goes
 * @param {string} origin the cluster's PUBLIC_URL
 * @param {string} method
 * @param {string} path
 * @param {{ cookie?: string | null, body?: unknown, headers?: Record<string, string> }} [options]
 * @returns {Promise<Answer>}
 */
export async function call(base, origin, method, path, options = {}) {
  /** @type {Record<string, string>} */
  const headers = { origin, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the caller has the status and the text
  }
  return { status: res.status, json, text, headers: res.headers };
}

/** The same call, refusing any status but `expected`. */
export async function callOk(
  /** @type {string} */ base,
  /** @type {string} */ origin,
  /** @type {string} */ method,
  /** @type {string} */ path,
  /** @type {Parameters<typeof call>[4]} */ options = {},
  expected = [200],
) {
  const answer = await call(base, origin, method, path, options);
  if (!expected.includes(answer.status)) {
    throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer.json;
}

/** The Cookie header a sign-in's Set-Cookie lines make. */
export const cookieOf = (/** @type {Headers} */ headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Polls `check` every 20 ms until it returns something other than undefined. */
export async function waitFor(/** @type {() => Promise<any>} */ check, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`waited ${timeoutMs} ms in vain`);
}
