import { AppError } from '../../../http/app-error';
import { oneImageAtATime, type Sharp } from '../../media/image-work';

/** What a delivery-proof upload may be: the raw bytes of one photo, at most this big. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Phone photos are ~12 MP; anything far beyond that is a decompression bomb, not a photo. */
const MAX_PIXELS = 50_000_000;
const MAX_EDGE = 1600;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/**
 * The proof as WebP at most 1600 px on its longest edge. The bytes decide what the file is,
 * never the Content-Type header: anything sharp cannot read as JPEG, PNG or WebP is a 415.
 * Re-encoding also drops EXIF (a phone photo's GPS position of the customer's door).
 */
export function proofWebp(bytes: Buffer): Promise<Buffer> {
  return oneImageAtATime((sharp) => encodeProof(sharp, bytes));
}

async function encodeProof(sharp: Sharp, bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(bytes).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw notAnImage();
  }
  if (!format || !acceptedFormats.has(format)) throw notAnImage();
  if (pixels > MAX_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', undefined, { max_pixels: MAX_PIXELS });
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate() // honour EXIF orientation before it is dropped
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

function notAnImage(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, {
    reason: 'not a JPEG, PNG or WebP image',
    accepted: PROOF_CONTENT_TYPES,
  });
}
