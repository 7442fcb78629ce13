import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { loggerOptions } from '../http/logger';

/**
 * The server's logger: JSON lines (one object per line, for log collectors, CI and tests)
 * unless stdout is a terminal, where a person reads them: then pino-pretty, in this process
 * and synchronous so lines keep their order with the banner, one line per entry, with the
 * time of day and without the fields a person does not read (the request fields are in the
 * request line's own message). pino-pretty is loaded only for a terminal.
 */
export async function serverLogger(level: string, terminal: boolean): Promise<FastifyBaseLogger> {
  const options = loggerOptions(level) as pino.LoggerOptions;
  if (!terminal) return pino(options);
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    colorize: true,
    singleLine: true,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
  return pino(options, stream);
}
