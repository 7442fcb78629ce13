/**
 * What the benches need of the API as a signed-in user: sign in (session cookie), register and
 * confirm a new shopper through the dev outbox (which answers loopback clients only, as the
 * benches are), and JSON requests that carry the cookie with our own Origin (the CSRF rule for
 * cookie-authenticated writes). No credentials are invented here beyond the bench's own users.
 */

import { readFileSync } from 'node:fs';

/** The session cookie(s) a sign-in set, as a Cookie header. */
const cookieHeader = (res) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Signs in with email and password as the web app would; returns the Cookie header. */
export async function signIn(base, { email, password }) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return cookieHeader(res);
}

/** A JSON request as a signed-in user (cookie may be null for an anonymous one). */
export async function api(base, cookie, method, path, body) {
  const headers = { origin: base };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (an HTML page): the caller sees json null and the status
  }
  return { status: res.status, json, text };
}

/** The same request, refusing anything but the expected status. */
export async function apiOk(base, cookie, method, path, body, expected = [200]) {
  const answer = await api(base, cookie, method, path, body);
  if (!expected.includes(answer.status)) {
    throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer.json;
}

/** The newest outbox mail to `to`, waiting for it (mail is sent off the request path). */
async function waitForMail(base, to) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const mails = await apiOk(base, null, 'GET', `/dev/outbox.json?to=${encodeURIComponent(to)}`);
    if (mails.length > 0) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no confirmation mail for ${to} in the dev outbox`);
}

/**
 * Registers a shopper, follows the confirmation link from the dev outbox, signs in and completes
 * the profile (what placing an order needs); returns the Cookie header.
 */
export async function confirmedShopper(base, { email, password, name, phone }) {
  await apiOk(base, null, 'POST', '/api/auth/sign-up/email', { name, email, phone, password });
  const mail = await waitForMail(base, email);
  const link = new URL(mail.links[0]);
  // The link answers with a redirect to the app; following it is not needed.
  const confirmed = await fetch(base + link.pathname + link.search, { redirect: 'manual' });
  await confirmed.arrayBuffer();
  if (confirmed.status >= 400) throw new Error(`confirm ${email}: ${confirmed.status}`);
  const cookie = await signIn(base, { email, password });
  await apiOk(base, cookie, 'POST', '/api/me/profile/complete', { name, phone });
  return cookie;
}

/** The resident set size of a process in MB (Linux /proc), 0 when it is gone. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** "201x812 409 OUT_OF_STOCKx3" from a Map of outcome -> count, or 0 when empty. */
export const outcomes = (counts) =>
  [...counts].map(([outcome, n]) => `${outcome}x${n}`).join(' ') || 0;
