import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/**
 * Structured JSON logs with a request id per request. Credentials must never reach a log
 * file: authorization and cookie headers are redacted wherever a serializer might put them.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
  };
}

/** Ids are generated here, not taken from the client, so a caller cannot forge log lines. */
export const requestIdOptions = {
  genReqId: () => randomUUID(),
} satisfies FastifyServerOptions;
