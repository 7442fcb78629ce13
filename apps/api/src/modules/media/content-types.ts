const byExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** Raster formats sharp can resize; SVG is served as is, never rasterised on the server. */
const resizable = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif']);

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1).toLowerCase();

export function contentTypeOf(key: string): string {
  return byExtension[extensionOf(key)] ?? 'application/octet-stream';
}

export function isResizable(key: string): boolean {
  return resizable.has(extensionOf(key));
}
