import sharp from 'sharp';

// A 2-core server: libvips gets one thread per image and the server decodes one image at a
// time, so a burst of uploads or resizes never starves the request loop of its core (four
// 5 MB photos at once used to push /api/health past half a second).
sharp.concurrency(1);
sharp.cache(false);

let queue: Promise<unknown> = Promise.resolve();

/** Runs image work (decode, resize, encode) one job at a time, in arrival order. */
export function oneImageAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => {});
  return result;
}
