import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './app-error';

/** Paths owned by the server: never answered with the SPA's index.html. */
const serverPrefixes = ['/api', '/functions', '/media', '/dev'];

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA and decides what an unknown path gets: JSON 404 for server paths and
 * non-page requests, index.html for client routes (/product/x, /mobile/cart). Vite names
 * everything under assets/ by content hash, so those files may be cached forever; every other
 * file (index.html, icons, manifest) must be revalidated so a deploy shows up at once.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders(res, path) {
        const assetsDir = `${join(webDist, 'assets')}${sep}`;
        res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build`');
  }

  app.setNotFoundHandler((request, reply) => {
    if (!wantsPage(request)) return reply.code(404).send(errorBody('NOT_FOUND'));
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage);
    return sendIndex(reply);
  });
}

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return false;
  }
  return (request.headers.accept ?? '').includes('text/html');
}

const notBuiltPage = `<!doctype html>
<html lang="ar" dir="rtl"><meta charset="utf-8"><title>سوق</title>
<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;line-height:1.6">
<h1>واجهة الموقع غير مبنية بعد</h1>
<p>شغّل <code>npm run build</code> ثم أعد تشغيل الخادم. الواجهة البرمجية تعمل: <a href="/api/docs">/api/docs</a></p>
<hr><p dir="ltr" lang="en">The web app is not built yet. Run <code>npm run build</code>, then restart
the server. The API is up: <a href="/api/docs">/api/docs</a></p>
</body></html>
`;
