import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type PagePreload,
  PRELOADED_DATA_ELEMENT_ID,
  pagePreload,
  SCREEN_MODULES_META,
} from '@souq/domain/page-preload';
import type { FastifyInstance } from 'fastify';
import {
  type DrawFirstScreen,
  drawnScreen,
  loadScreenDrawer,
  scriptsAfterFirstPaint,
  withDrawnRoot,
} from './drawn-page';
import { escapeHtml } from './escape-html';
import { setCookieList } from './session-cookies';

/**
 * Serves a page's index.html with its first API answers and lead picture already in it
 * (@souq/domain/page-preload says which). The answers come from our own routes through
 * inject(), so they are exactly what the browser would get (validation, caching, mapping).
 * Anything slow or failing only drops the extra: the page is never late or broken for it.
 */
const PRELOAD_TIME_LIMIT_MS = 1500;

/** How Vite writes index.html's module scripts (the runtime, the framework, the shell). */
const APP_SCRIPT = '<script type="module" crossorigin ';

export interface PagePreloadSources {
  /** index.html as built: chunks it already loads are not preloaded again. */
  indexHtml: string;
  /** Vite's dist/.vite/manifest.json, parsed; null when the build has none. */
  manifest: ViteManifest | null;
  /** dist/.vite/page-modules.json, from the web build: each page's first source modules. */
  pageModules: Record<string, string[]>;
  /**
   * The web build's server copy of the screens (dist-server/entry-server.js, decision 038):
   * a page's first screen as HTML from its answers, or null. Absent when not built.
   */
  drawFirstScreen?: DrawFirstScreen;
}

/** What goes into the page, and where. */
interface PageMarkup {
  /** First in <head>: the lead picture's preload, queued ahead of the scripts on HTTP/1.1. */
  headStart: string;
  /** Last in <head>: the screen's code files and the embedded answers. */
  headEnd: string;
  /**
   * Before the app's root element: outside React's tree, so the app's first render does not
   * wipe it before it is painted; the screen removes it once its own picture is up.
   */
  firstScreen: string;
  /** The screen as the app draws it, for inside the root element (hydrated there). */
  drawn: string | null;
  /** The screen's code files (named in headEnd, unless the screen is drawn). */
  screenFiles: string[];
  /** It embeds answers of the visitor's own session. */
  private: boolean;
  /** Set-Cookie headers of those answers. */
  setCookie: string[];
}

/** The page asked for: its URL, and the visitor's cookies for answers of their own session. */
export interface PageRequest {
  url: string;
  cookie?: string;
}

/** A served page; `private` when it holds answers of the visitor's own session. */
export interface PreloadedPage {
  html: string;
  private: boolean;
  /** Cookies those answers set (a session extended on use): the browser's, so sent on. */
  setCookie: string[];
}

/**
 * index.html with the page's preload markup in place, or null when the page has no preload
 * plan (then the static file is served as it is).
 */
export async function preloadedPage(
  app: FastifyInstance,
  request: PageRequest,
  readSources: () => Promise<PagePreloadSources>,
): Promise<PreloadedPage | null> {
  const { url } = request;
  const query = url.indexOf('?');
  const plan = query === -1 ? pagePreload(url) : pagePreload(url.slice(0, query), url.slice(query));
  if (!plan) return null;
  const sources = await readSources();
  // Only a visitor with cookies can have a session; without, the page is the same for all.
  const cookie = plan.sessionDataUrls && request.cookie ? request.cookie : undefined;
  const markup = await pageMarkup(app, url, plan, sources, cookie);
  return { html: pageHtml(sources, markup), private: markup.private, setCookie: markup.setCookie };
}

function pageHtml(sources: PagePreloadSources, markup: PageMarkup): string {
  if (markup.drawn !== null) {
    const page = scriptsAfterFirstPaint(sources.indexHtml, markup.screenFiles)
      .replace('<head>', `<head>${markup.headStart}`)
      .replace('</head>', `${markup.headEnd}</head>`);
    return withDrawnRoot(page, markup.drawn);
  }
  // The first screen is the poster in the HTML: the app's own scripts wait behind it.
  const indexHtml = markup.firstScreen
    ? sources.indexHtml.replaceAll(APP_SCRIPT, `${APP_SCRIPT}fetchpriority="low" `)
    : sources.indexHtml;
  return indexHtml
    .replace('<head>', `<head>${markup.headStart}`)
    .replace('</head>', `${markup.headEnd}</head>`)
    .replace('<div id="root">', `${markup.firstScreen}<div id="root">`);
}

async function pageMarkup(
  app: FastifyInstance,
  url: string,
  plan: PagePreload,
  sources: PagePreloadSources,
  cookie: string | undefined,
): Promise<PageMarkup> {
  const files = moduleChunks(sources.manifest, sources.pageModules[plan.page] ?? [])
    .filter((file) => !sources.indexHtml.includes(`/${file}"`))
    .map((file) => `/${file}`);
  const parts = screenModules(files, plan.leadImageIsFirstScreen === true);
  const codeOnly = {
    headStart: '',
    headEnd: parts.join(''),
    firstScreen: '',
    drawn: null,
    screenFiles: files,
    private: false,
    setCookie: [],
  };
  if (cookie !== undefined) {
    const session = { url, dataUrls: plan.sessionDataUrls ?? [], cookie };
    return sessionMarkup(app, session, sources.drawFirstScreen, codeOnly);
  }
  if (plan.dataUrls.length === 0) return codeOnly;
  const started = Date.now();
  const answers = await withinTimeLimit(
    Promise.all(plan.dataUrls.map((dataUrl) => answer(app, dataUrl).then((a) => a.body))),
    PRELOAD_TIME_LIMIT_MS,
  );
  if (!answers) return codeOnly;
  const parsed = parsedAnswers(answers);
  // The reels' first screen is their poster.
  const page = { url, dataUrls: plan.dataUrls, answers: parsed };
  const drawn = plan.leadImageIsFirstScreen
    ? null
    : await drawnWithin(app, page, sources.drawFirstScreen, started);
  // A drawn screen's code is named by the loader that waits for its paint (drawn-page.ts).
  const head = drawn === null ? parts : [];
  const lead = plan.leadImage(parsed);
  const others = lead ? (plan.otherImages?.(parsed) ?? []) : [];
  const headStart = [
    ...(lead
      ? [`<link rel="preload" as="image" href="${escapeHtml(lead)}" fetchpriority="high">`]
      : []),
    ...others.map((url) => `<link rel="preload" as="image" href="${escapeHtml(url)}">`),
  ].join('');
  const block = embeddedBlock(plan.dataUrls, answers);
  if (block) head.push(block);
  // Styled by index.html's inline boot styles: it paints before any stylesheet or script.
  const firstScreen =
    lead && plan.leadImageIsFirstScreen
      ? `<img class="boot-first-screen" src="${escapeHtml(lead)}" alt="" fetchpriority="high" decoding="sync">`
      : '';
  return {
    headStart,
    headEnd: head.join(''),
    firstScreen,
    drawn,
    screenFiles: files,
    private: false,
    setCookie: [],
  };
}

/**
 * A page of the visitor's own (the seller console): its code, and the answers its first screen
 * waits for, asked with the visitor's cookies through the same routes, so the same session
 * checks decide what they hold. With every answer there, the first screen is drawn from them,
 * as a shared page's is: the page is served `private, no-store` to this visitor alone, and
 * the server's copy of the screens keeps no answer past the render (entry-server.tsx). A
 * session due for extension is extended by those reads, and the renewed cookie goes to the
 * browser with the page: kept here, the browser's cookie would expire at its old time while
 * the session lives on.
 */
async function sessionMarkup(
  app: FastifyInstance,
  session: { url: string; dataUrls: string[]; cookie: string },
  draw: DrawFirstScreen | undefined,
  codeOnly: PageMarkup,
): Promise<PageMarkup> {
  const started = Date.now();
  const answers = await withinTimeLimit(
    Promise.all(session.dataUrls.map((url) => answer(app, url, session.cookie))),
    PRELOAD_TIME_LIMIT_MS,
  );
  if (!answers) return codeOnly;
  const setCookie = answers.flatMap((a) => a.setCookie);
  const bodies = answers.map((a) => a.body);
  const block = embeddedBlock(session.dataUrls, bodies);
  if (!block) return { ...codeOnly, setCookie };
  const page = { url: session.url, dataUrls: session.dataUrls, answers: parsedAnswers(bodies) };
  const drawn = await drawnWithin(app, page, draw, started);
  // A drawn screen's code is named by the loader that waits for its paint (drawn-page.ts).
  const headEnd = drawn === null ? codeOnly.headEnd + block : block;
  return { ...codeOnly, headEnd, drawn, private: true, setCookie };
}

/** The answers parsed, undefined where one did not come. */
const parsedAnswers = (bodies: (string | null)[]): unknown[] =>
  bodies.map((body) => (body === null ? undefined : JSON.parse(body)));

/** The first screen drawn within what is left of the page's time limit, or null. */
const drawnWithin = (
  app: FastifyInstance,
  page: Parameters<typeof drawnScreen>[1],
  draw: DrawFirstScreen | undefined,
  started: number,
) => withinTimeLimit(drawnScreen(app, page, draw), PRELOAD_TIME_LIMIT_MS - (Date.now() - started));

/** The answers that came (200s), as the page's JSON block, or null when none did. */
function embeddedBlock(urls: string[], answers: (string | null)[]): string | null {
  const embedded = answers.flatMap((body, i) =>
    body === null ? [] : [`${JSON.stringify(urls[i])}:${body}`],
  );
  if (embedded.length === 0) return null;
  const json = jsonForHtml(`{${embedded.join(',')}}`);
  return `<script type="application/json" id="${PRELOADED_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * How the page names its screen's code. Where the first screen is drawn by that code (every
 * page but the mobile reels), modulepreload links: the browser fetches the code with the
 * framework, instead of once the framework has run and asked for the route (one round trip
 * and a CPU-bound gap later on a slow phone). Where the HTML already paints the first screen
 * (the reels poster), a <meta> the app turns into modulepreloads after that paint, so the
 * code does not take the poster's bandwidth (decisions 010 and 033).
 */
function screenModules(files: string[], firstScreenInHtml: boolean): string[] {
  if (files.length === 0) return [];
  if (firstScreenInHtml) {
    return [`<meta name="${SCREEN_MODULES_META}" content="${escapeHtml(files.join(' '))}">`];
  }
  // Low priority: the stylesheet and the framework (and a lead picture) go first, and nothing
  // here looks render-blocking to the browser (or to Lighthouse's simulation of it).
  return files.map(
    (file) =>
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(file)}">`,
  );
}

/** The part of Vite's build manifest read here: each chunk's file and static imports. */
type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The files of the given modules' chunks and of every chunk they import statically. */
function moduleChunks(manifest: ViteManifest | null, modules: string[]): string[] {
  if (!manifest) return [];
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** A route's 200 answer (else null), asked with the visitor's cookies if given, and the cookies it set. */
async function answer(
  app: FastifyInstance,
  url: string,
  cookie?: string,
): Promise<{ body: string | null; setCookie: string[] }> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json', ...(cookie === undefined ? {} : { cookie }) },
  });
  return {
    body: response.statusCode === 200 ? response.body : null,
    setCookie: setCookieList(response.headers['set-cookie']),
  };
}

async function withinTimeLimit<T>(work: Promise<T>, limitMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limitMs);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * JSON that cannot end its <script> element or start markup: every '<', '>' and '&' (a store
 * may name a product "</script>") and the two line separators become \u escapes, which JSON
 * reads back as the same characters.
 */
export function jsonForHtml(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A JSON file of the build, or `missing` when it is not there. */
const readBuildJson = <T>(file: string, missing: T): Promise<T> =>
  readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as T,
    () => missing,
  );

/** index.html and the build's JSON, read again only when a new build replaces them. */
export function builtPageSources(webDist: string): () => Promise<PagePreloadSources> {
  const indexFile = join(webDist, 'index.html');
  let cached: { stamp: string; sources: PagePreloadSources } | null = null;
  return async () => {
    const stamp = `${(await stat(indexFile)).mtimeMs}`;
    if (cached?.stamp !== stamp) {
      const [indexHtml, manifest, pageModules] = await Promise.all([
        readFile(indexFile, 'utf8'),
        readBuildJson<ViteManifest | null>(join(webDist, '.vite', 'manifest.json'), null),
        readBuildJson<Record<string, string[]>>(join(webDist, '.vite', 'page-modules.json'), {}),
      ]);
      const drawFirstScreen = await loadScreenDrawer(join(webDist, '..', 'dist-server'));
      cached = { stamp, sources: { indexHtml, manifest, pageModules, drawFirstScreen } };
    }
    return cached.sources;
  };
}
