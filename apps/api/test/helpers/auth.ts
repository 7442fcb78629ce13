import { paths } from '@souq/domain/paths';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { drainMail } from './app';

/** The origin of the test config's PUBLIC_URL: what a browser on our own pages sends. */
export const SITE_ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'correct horse battery';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/**
 * A browser-like client over app.inject: keeps the cookies the server sets, sends them back
 * with our Origin (as the SPA's fetch would) and records every answer so a test can scan the
 * whole journey for secrets.
 */
export function browser(app: FastifyInstance, options: { remoteAddress?: string } = {}) {
  const jar = new Map<string, string>();
  const answers: LightMyRequestResponse[] = [];

  async function request(opts: InjectOptions & { bearer?: string; origin?: string | null }) {
    const { bearer, origin, ...inject } = opts;
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
    if (jar.size > 0 && !bearer) {
      headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (origin !== null) headers.origin ??= origin ?? SITE_ORIGIN;
    const res = await app.inject({
      remoteAddress: options.remoteAddress,
      ...inject,
      headers,
    });
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (!cookie.value || cookie.maxAge === 0) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    answers.push(res);
    return res;
  }

  return {
    jar,
    answers,
    request,
    get: (url: string, extra: Partial<InjectOptions> = {}) =>
      request({ method: 'GET', url, origin: null, ...extra }),
    post: (url: string, payload?: object, extra: Partial<InjectOptions> = {}) =>
      request({ method: 'POST', url, payload, ...extra }),
    register: (email: string, extra: Record<string, string> = {}) =>
      request({
        method: 'POST',
        url: paths.api.auth.signUp(),
        payload: {
          name: 'سارة الشامي',
          email,
          phone: '+963 944 210 587',
          password: PASSWORD,
          ...extra,
        },
      }),
    login: (email: string, password = PASSWORD) =>
      request({ method: 'POST', url: paths.api.auth.signIn(), payload: { email, password } }),
    me: () => request({ method: 'GET', url: paths.api.me(), origin: null }),
    /** The session cookie's value (token.signature), to look for it where it must not be. */
    sessionToken: () => [...jar].find(([name]) => name.endsWith('souq.session_token'))?.[1] ?? null,
  };
}
export type Browser = ReturnType<typeof browser>;

/** The outbox once every queued mail is in it, newest first, optionally for one recipient. */
export async function outbox(app: FastifyInstance, to?: string): Promise<OutboxMail[]> {
  await drainMail(app);
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const res = await app.inject({ method: 'GET', url: `${paths.api.devOutboxJson()}${query}` });
  return res.json();
}

/**
 * Mail is sent off the request path but queued before the answer: once the app's queue is
 * drained, the newest of `to`'s messages, which must be at least the `count`th.
 */
export async function waitForMail(
  app: FastifyInstance,
  to: string,
  count = 1,
): Promise<OutboxMail> {
  await drainMail(app);
  const mails = await outbox(app, to);
  if (mails.length < count) throw new Error(`no mail #${count} for ${to}`);
  return mails[0]!;
}

/** A link from the outbox, as the path + query app.inject takes. */
export function relative(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Registers and confirms a shopper; returns a browser that is signed in. */
export async function confirmedShopper(app: FastifyInstance, email: string) {
  const client = browser(app);
  const registered = await client.register(email);
  if (registered.statusCode !== 200) throw new Error(`register ${email}: ${registered.body}`);
  const mail = await waitForMail(app, email);
  await client.get(relative(mail.links[0]!));
  const login = await client.login(email);
  if (login.statusCode !== 200) throw new Error(`login ${email}: ${login.body}`);
  return client;
}
