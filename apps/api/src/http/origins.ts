import { authMessages } from '@souq/domain/locales/ar/auth';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './app-error';
import { isLocalNetworkHost } from './local-network';

/**
 * Origins of the native wrapper's WebView: Capacitor serves the app from capacitor://localhost
 * on iOS and https://localhost (or http://localhost with androidScheme http) on Android.
 */
export const nativeOrigins = [
  'capacitor://localhost',
  'https://localhost',
  'http://localhost',
] as const;

/** Origins allowed to make cookie-authenticated writes and to be auth redirect targets. */
export function trustedOrigins(publicUrl: string): string[] {
  return [new URL(publicUrl).origin, ...nativeOrigins];
}

/** What a Host header may hold: a name or address and a port, nothing that changes the URL. */
const plainHost = /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i;

/**
 * The origin a request was served on (its scheme and Host header) when that host is this
 * machine or its local network (http/local-network.ts), else null. Only a page opened at that
 * very origin makes a browser send it as Origin, so trusting it outside production lets
 * `npm start` be tried at http://127.0.0.1:3000 or from a phone at the machine's address
 * without setting PUBLIC_URL (docs/decisions/026-served-origin-outside-production.md).
 */
export function servedOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
  ownAddresses?: () => string[],
): string | null {
  const host = request.headers.host;
  if (!host || !plainHost.test(host)) return null;
  const url = new URL(`${request.protocol}://${host}`);
  return isLocalNetworkHost(url.hostname, ownAddresses) ? url.origin : null;
}

export type OriginPolicy = ReturnType<typeof originPolicy>;

/**
 * Which Origin counts as our own pages': PUBLIC_URL's always; outside production also the
 * origin the request was served on, when local. Production trusts PUBLIC_URL's alone (plus
 * the native app's origins where Better Auth needs them), whatever address was used.
 */
export function originPolicy(
  config: Pick<Config, 'publicUrl' | 'isProduction'>,
  ownAddresses?: () => string[],
) {
  const publicOrigin = new URL(config.publicUrl).origin;
  const served = (request: Pick<FastifyRequest, 'protocol' | 'headers'>) =>
    config.isProduction ? null : servedOrigin(request, ownAddresses);
  const hint = config.isProduction
    ? `Production trusts only PUBLIC_URL's origin (${publicOrigin}): open the app there, or correct PUBLIC_URL.`
    : `Open the app at ${publicOrigin}, or at localhost or an IP address of this machine or its local network, or set PUBLIC_URL to the address you open.`;
  return {
    publicOrigin,
    served,
    /** Origin is one of our own pages' for this request. */
    isOwn: (origin: string | undefined, request: FastifyRequest) =>
      origin !== undefined && (origin === publicOrigin || origin === served(request)),
    /**
     * The refusal of a write from elsewhere: an Arabic sentence naming the address to open,
     * and for the operator, in English, what was sent, what is trusted and how to change it.
     * The same hint goes to the log, where the operator of `npm start` reads it.
     */
    refusal: (request: FastifyRequest, what: string) => {
      const origin = request.headers.origin ?? null;
      request.log.warn({ origin }, `${what} from ${origin ?? 'no origin'} refused: ${hint}`);
      return new AppError('UNTRUSTED_ORIGIN', authMessages.untrustedOriginAt(publicOrigin), {
        origin,
        trusted: [publicOrigin],
        hint,
      });
    },
    /** One boot log line: which origins this server trusts. */
    summary: () => {
      const served = config.isProduction
        ? ''
        : ' and the address each request is served on when it is localhost or an IP of this machine or its local network (not in production)';
      return `trusted origins: ${publicOrigin} (PUBLIC_URL)${served}; for the native app's sign-in only: ${nativeOrigins.join(', ')}`;
    },
  };
}
