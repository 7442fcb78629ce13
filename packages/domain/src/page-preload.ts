import { paths } from './paths';
import { REELS_PAGE_SIZE } from './reels';
import { withQuery } from './url';

/**
 * What the server puts into a page's HTML so its first screen need not wait for the API:
 * the public answers the screen asks for first (embedded as JSON, read once by the web
 * app's response cache) and the largest picture among them (a high-priority preload). On
 * slow 4G that removes the round trips screen code -> API -> picture from the first paint.
 * Only public catalogue reads qualify: the HTML is the same for every shopper.
 */
export const PRELOADED_DATA_ELEMENT_ID = 'souq-preloaded';

/**
 * A <meta> naming the screen's code files. The app's first script turns them into
 * modulepreloads: the screen's code then arrives with the route's, not one round trip after
 * it, and (unlike preload links in the HTML) it does not compete with the first paint. Which
 * files a page renders first is the web build's to say (dist/.vite/page-modules.json).
 */
export const SCREEN_MODULES_META = 'souq-screen-modules';

/** Embedded answers older than this are not used: the shopper gets a fresh request. */
export const PRELOADED_DATA_MAX_AGE_MS = 60_000;

export interface PagePreload {
  /** The page's path without a trailing slash, as the web build's page-modules.json keys it. */
  page: string;
  /** GET paths, exactly as the web app requests them. */
  dataUrls: string[];
  /** The picture that will be largest on screen, read from the answers (same order). */
  leadImage(answers: unknown[]): string | undefined;
  /**
   * The lead image is the whole first screen (the full-screen reels feed): the HTML shows it
   * in the feed's place before any script runs, and the app's first render replaces it with
   * the same picture in the same place.
   */
  leadImageIsFirstScreen?: boolean;
}

/** Spec discovery §9: the reels screen (web and mobile) reads the first 20 videos. */
export const reelsListUrl = () =>
  withQuery(paths.api.exportProductVideos(), { limit: REELS_PAGE_SIZE });

const reelsData = {
  dataUrls: [reelsListUrl()],
  // Web: the first poster of the grid; mobile: the first video's poster, full screen.
  leadImage: ([list]: unknown[]) =>
    mediaPath((list as { data?: { poster_url?: unknown }[] })?.data?.[0]?.poster_url),
};

const preloads: Record<string, Omit<PagePreload, 'page'>> = {
  [paths.web.reels()]: reelsData,
  [paths.mobile.reels()]: { ...reelsData, leadImageIsFirstScreen: true },
};

export function pagePreload(pathname: string): PagePreload | null {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const plan = preloads[page];
  return plan ? { page, ...plan } : null;
}

/** Only our own media may be preloaded: a path under /media/, nothing that leaves the site. */
function mediaPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/media\/[\w./-]+$/.test(value) && !value.includes('..')
    ? value
    : undefined;
}
