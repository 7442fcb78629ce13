import { sellerUploadText } from '@souq/domain/locales/ar/seller-uploads';
import { AppError } from '../../../http/app-error';
import { oneImageAtATime, type Sharp } from '../../media/image-work';

/** A photo from a phone is 2-8 MB; anything larger is refused before it is read. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/**
 * A 12 MP phone photo is well inside this; a 30000x30000 PNG of a few KB (a decompression
 * bomb, 900 million pixels, 3.6 GB decoded) is refused from its header alone.
 */
const MAX_PIXELS = 50_000_000;

/** What each kind of picture becomes: WebP no larger than this on its longest edge. */
const imageKinds = {
  product: 1600,
  gallery: 1600,
  banner: 1920,
  logo: 512,
  poster: 1080,
} as const;
export type ImageKind = keyof typeof imageKinds;

type Sniffed = 'jpeg' | 'png' | 'webp';

/** The file's type from its first bytes: the name and the Content-Type header say nothing. */
function sniffImage(bytes: Buffer): Sniffed | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', sellerUploadText.imageNotSupported, {
    accepted: ['image/jpeg', 'image/png', 'image/webp'],
  });

/**
 * The upload as WebP: type by magic bytes, dimensions from the header (metadata() decodes no
 * pixels) refused above MAX_PIXELS before any decoding, then decoded once with sharp's own
 * pixel limit as a second guard, turned upright, resized and re-encoded. Nothing of the
 * original's metadata is kept (sharp writes none unless asked): EXIF with the GPS position of
 * the seller's home is gone.
 */
export function uploadedImageWebp(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  return oneImageAtATime((sharp) => encode(sharp, bytes, kind));
}

async function encode(sharp: Sharp, bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw notAnImage();
  let width = 0;
  let height = 0;
  try {
    // Header only: no pixel is decoded, so sharp's own limit (which would call a bomb 'not an
    // image') is lifted here and the dimensions decide below.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== sniffed) throw notAnImage();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw notAnImage();
  }
  if (width * height > MAX_PIXELS || width === 0 || height === 0) {
    throw new AppError('PAYLOAD_TOO_LARGE', sellerUploadText.imageTooLarge, {
      width,
      height,
      max_pixels: MAX_PIXELS,
    });
  }
  const edge = imageKinds[kind];
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}
