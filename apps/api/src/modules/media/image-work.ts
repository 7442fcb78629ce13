import type SharpModule from 'sharp';

/** sharp's entry point: `sharp(input, options)`. */
export type Sharp = typeof SharpModule;

let loaded: Promise<Sharp> | null = null;

/**
 * sharp, loaded on the first image job rather than at start-up: libvips adds ~20 MB to the
 * process, and a server whose pictures' sizes are already made (media/service.ts keeps every
 * preset it renders) may never need it.
 */
function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // A 2-core server: libvips gets one thread per image and the server decodes one image at a
    // time, so a burst of uploads or resizes never starves the request loop of its core (four
    // 5 MB photos at once used to push /api/health past half a second).
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs image work (decode, resize, encode) one job at a time, in arrival order. */
export function oneImageAtATime<T>(work: (sharp: Sharp) => Promise<T>): Promise<T> {
  const job = () => loadSharp().then(work);
  const result = queue.then(job, job);
  queue = result.catch(() => {});
  return result;
}
