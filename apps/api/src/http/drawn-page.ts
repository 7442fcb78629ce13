import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadErrorsText } from '@souq/domain/locales/ar/load-errors';
import { SERVER_DRAWN_ATTRIBUTE } from '@souq/domain/page-preload';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './escape-html';

/**
 * Pages whose first screen the server draws (decision 038): the web build's server copy of
 * the screens renders the page from the answers the page embeds anyway, the HTML carries it
 * inside the app's root, and the app's code, asked for once that has painted, hydrates it.
 */
export type DrawFirstScreen = (
  url: string,
  answers: Record<string, unknown>,
) => Promise<string | null>;

/** index.html's app root and the boot splash inside it, which a drawn first screen replaces. */
const ROOT_START = '<div id="root"><!--boot-->';
const ROOT_END = '<!--/boot--></div>';

/** How Vite names index.html's own scripts (the runtime, the framework, the shell). */
const APP_SCRIPT_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** web/public/after-first-paint.js: asks for the scripts it is given once the page painted. */
const AFTER_FIRST_PAINT = '/after-first-paint.js';

/** What the loader shows if the app's code never arrives: the same on every page, so built once. */
const FAILED_ATTRIBUTES =
  ` data-failed-text="${escapeHtml(loadErrorsText.appCode.text)}"` +
  ` data-failed-action="${escapeHtml(loadErrorsText.appCode.reload)}"`;

/**
 * The server's copy of the screens, when the web build made one; imported on the first page
 * that asks (it brings React's renderer). Once per process: its chunks import the entry by
 * its plain URL, so a second copy under another URL would split React's contexts in two. A
 * new build is drawn by the next start, as the rest of the server's code.
 */
export async function loadScreenDrawer(serverDist: string): Promise<DrawFirstScreen | undefined> {
  const entry = join(serverDist, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as {
    renderFirstScreen?: DrawFirstScreen;
  };
  return module.renderFirstScreen;
}

interface PageAnswers {
  /** The page's URL as requested (path and query). */
  url: string;
  /** The answers' GET paths, in the plan's order. */
  dataUrls: string[];
  /** The answers parsed, undefined where one did not come. */
  answers: unknown[];
}

/**
 * The first screen drawn from the answers the page embeds, or null: when the build has no
 * server copy of the screens, when an answer is missing (a screen drawn without its answer
 * would be placeholders), or when drawing fails (then the app draws it, as before).
 */
export async function drawnScreen(
  app: FastifyInstance,
  page: PageAnswers,
  draw: DrawFirstScreen | undefined,
): Promise<string | null> {
  if (!draw || page.answers.some((answer) => answer === undefined)) return null;
  const answers = Object.fromEntries(page.dataUrls.map((url, i) => [url, page.answers[i]]));
  try {
    return await draw(page.url, answers);
  } catch (error) {
    app.log.warn({ err: error, url: page.url }, 'first screen not drawn; the app draws it');
    return null;
  }
}

/** The page with the drawn screen in place of the boot splash (unchanged if none is marked). */
export function withDrawnRoot(page: string, drawn: string): string {
  const start = page.indexOf(ROOT_START);
  const end = page.indexOf(ROOT_END, start);
  if (start === -1 || end === -1) return page;
  const root = `<div id="root" ${SERVER_DRAWN_ATTRIBUTE}>${drawn}</div>`;
  return `${page.slice(0, start)}${root}${page.slice(end + ROOT_END.length)}`;
}

/**
 * index.html with its module scripts replaced by the loader that asks for them, and for the
 * screen's code, once the drawn screen has painted: on a slow line the stylesheet, the fonts
 * and the lead picture are not kept waiting by ~200 KB of code that only hydrates them. It
 * carries the words it shows if that code never arrives.
 */
export function scriptsAfterFirstPaint(indexHtml: string, screenFiles: string[]): string {
  const modules: string[] = [];
  const html = indexHtml.replace(APP_SCRIPT_TAG, (_tag, src: string) => {
    modules.push(src);
    return '';
  });
  if (modules.length === 0) return indexHtml;
  const loader =
    `<script defer src="${AFTER_FIRST_PAINT}" data-modules="${escapeHtml(modules.join(' '))}"` +
    ` data-screen="${escapeHtml(screenFiles.join(' '))}"${FAILED_ATTRIBUTES}></script>`;
  return html.replace('</head>', `${loader}</head>`);
}
