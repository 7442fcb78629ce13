import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './app-error';
import { builtPageSources, preloadedPage } from './page-preload';

/** Paths owned by the server: never answered with the SPA's index.html. */
const serverPrefixes = ['/api', '/functions', '/media', '/dev'];

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed scripts, styles and fonts: fetched as subresources, never opened as a document. */
const SUBRESOURCE_ASSET = /^\/assets\/[^?]+\.(?:js|css|woff2?)(?:\?|$)/;

/**
 * Headers that only mean something on a document (or a worker script, which never lives
 * under assets/). Helmet puts them on every answer; on a page that loads 20-odd scripts over
 * HTTP/1.1 they cost ~0.7 KB each, uncompressed, on the slowest link. nosniff, CORP, caching
 * and encoding headers stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

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
      // Hashed files never change and the rest revalidate by ETag: a date adds nothing.
      lastModified: false,
      setHeaders(res, path) {
        const assetsDir = `${join(webDist, 'assets')}${sep}`;
        res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
    app.addHook('onSend', async (request, reply) => {
      if (!SUBRESOURCE_ASSET.test(request.url)) return;
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build`');
  }

  const pageSources = builtPageSources(webDist);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const pageRequest = { url: request.url, cookie: request.headers.cookie };
    const page = await preloadedPage(app, pageRequest, pageSources).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page preload failed; serving the plain page');
      return null;
    });
    if (page === null) return reply.sendFile('index.html');
    // A page holding the visitor's own answers is kept by no cache, shared or not.
    if (page.private) reply.header('cache-control', 'private, no-store');
    if (page.setCookie.length > 0) reply.header('set-cookie', page.setCookie);
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
  if (built) {
    // The landing page is the static file index.html (its directory index) to the static
    // plugin, which would serve it without its preload: it goes through the page path too,
    // for any client (a plain GET / still gets the page, as the static plugin gave it).
    app.get('/', sendPage);
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return reply.code(404).send(errorBody('NOT_FOUND'));
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage);
    return sendPage(request, reply);
  });
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
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
