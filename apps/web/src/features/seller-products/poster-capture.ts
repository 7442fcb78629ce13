/** Where in the video the poster is taken, in seconds (short clips: their middle). */
const POSTER_AT_SECONDS = 1;
const CAPTURE_TIMEOUT_MS = 15_000;

function once(target: HTMLVideoElement, event: 'loadeddata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('poster capture timed out')),
      CAPTURE_TIMEOUT_MS,
    );
    target.addEventListener(
      event,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    target.addEventListener(
      'error',
      () => {
        clearTimeout(timer);
        reject(new Error('the video cannot be decoded here'));
      },
      { once: true },
    );
  });
}

/**
 * A poster for a reel that came without one: the browser decodes the chosen file, seeks to
 * about one second, and draws that frame on a canvas as a JPEG (nothing leaves the phone
 * but the image uploaded after).
 */
export async function capturePoster(file: Blob): Promise<Blob> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = once(video, 'loadeddata');
    video.src = url;
    await loaded;
    const duration = Number.isFinite(video.duration) ? video.duration : POSTER_AT_SECONDS * 2;
    const seeked = once(video, 'seeked');
    video.currentTime = Math.min(POSTER_AT_SECONDS, duration / 2);
    await seeked;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) throw new Error('no frame to draw');
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the frame could not be encoded'))),
        'image/jpeg',
        0.85,
      ),
    );
  } finally {
    video.removeAttribute('src');
    URL.revokeObjectURL(url);
  }
}
