import { causeChain } from './errors';

/**
 * Does this error mean the database cannot be reached (as opposed to a query being wrong)?
 * Such failures are answered 503 SERVICE_UNAVAILABLE with Retry-After: the client should try
 * again, and nobody is told they are signed out, or that something they sent was wrong.
 * Errors arrive wrapped (Drizzle's query error, Better Auth's APIError), so the cause chain
 * is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (networkCodes.has(code) || isConnectionState(code))) {
      return true;
    }
    if (typeof message === 'string' && unavailableMessages.some((text) => message.includes(text))) {
      return true;
    }
  }
  return false;
}

/** Socket errors from the driver (node-postgres reports them with Node's codes). */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE: class 08 (connection exception), 57P01-57P03 (the server is shutting down or
 * starting), 53300 (too many connections).
 */
function isConnectionState(code: string): boolean {
  return code.startsWith('08') && code.length === 5
    ? true
    : ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** Driver messages that carry no code. */
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];
