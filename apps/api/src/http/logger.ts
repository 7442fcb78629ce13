import { randomUUID } from 'node:crypto';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';

/** Password hashes (argon2 PHC strings) that a database error could quote in its message. */
const argon2Hash = /\$argon2[a-z]*\$[^\s"',)]*/g;
/** One-time tokens in URLs: ?token=... (verify-email) and /reset-password/<token>. */
const tokenInQuery = /([?&]token=)[^&#\s]*/gi;
const tokenInResetPath = /(\/reset-password\/)[^/?#\s]+/gi;

/** Removes credentials that may hide in free text (error messages, URLs). */
export function scrubSecrets(text: string): string {
  return text
    .replace(argon2Hash, '[redacted]')
    .replace(tokenInQuery, '$1[redacted]')
    .replace(tokenInResetPath, '$1[redacted]');
}

/**
 * Structured JSON logs with a request id per request. Credentials must never reach a log
 * file: authorization, cookie and token headers are redacted wherever a serializer might put
 * them, password fields of any logged body are censored, token-bearing URLs are scrubbed and
 * error messages lose any password hash they quote.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'res.headers["set-auth-token"]',
        'headers.authorization',
        'headers.cookie',
        'headers["set-cookie"]',
        'headers["set-auth-token"]',
        'body.password',
        'body.newPassword',
        'body.currentPassword',
        'req.body.password',
        'req.body.newPassword',
        'req.body.currentPassword',
        'password',
        'newPassword',
        'currentPassword',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: serializeRequest,
      // Fastify logs `res: reply` in places; only the status is worth a line.
      res: (reply: { statusCode?: number }) => ({ statusCode: reply?.statusCode }),
      // Drizzle errors quote the query and its parameters: scrub the whole serialized error.
      err: (error: Error) =>
        JSON.parse(scrubSecrets(JSON.stringify(pino.stdSerializers.err(error)))),
    },
  };
}

/** Fastify's own request summary, with one-time tokens taken out of the URL. */
function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  // Not a request (some code logged { req: {...} } by hand): leave it to redaction.
  if (typeof req?.url !== 'string') return req as unknown as Record<string, unknown>;
  return {
    method: req.method,
    url: scrubSecrets(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * One debug line per answered request instead of Fastify's two info lines ("incoming
 * request", "request completed"): at the default level a terminal shows what happens to the
 * server, not every picture a page loads, and LOG_LEVEL=debug brings them back. The message
 * reads on its own ("GET /api/health 200 3 ms", one-time tokens scrubbed); the fields stay for
 * log collectors. A response that failed while being sent is still an error line.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    // Below debug (the default) the line is not even built: it ran on every request.
    if (!debugEnabled(reply.log)) return;
    const ms = Math.round(reply.elapsedTime);
    reply.log.debug(
      { req: request, res: reply, responseTime: ms },
      `${request.method} ${scrubSecrets(request.url)} ${reply.statusCode} ${ms} ms`,
    );
  }
}

/** pino's own test; a logger without one (a test's) is asked to log. */
const debugEnabled = (log: FastifyBaseLogger) =>
  (log as Partial<pino.Logger>).isLevelEnabled?.('debug') ?? true;

/** Ids are generated here, not taken from the client, so a caller cannot forge log lines. */
export const requestIdOptions = {
  genReqId: () => randomUUID(),
} satisfies FastifyServerOptions;
