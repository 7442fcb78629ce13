import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real files for the upload tests, made here rather than committed: sharp draws the images,
 * and the videos start from a demo reel (H.264 baseline, 5 s, made by
 * scripts/make-demo-videos.mjs and committed for the seed), then get cut or altered.
 */
export const demoReel = () =>
  readFileSync(new URL('../../src/seed/videos/aleppo-laurel-soap.mp4', import.meta.url));

export function png(width = 64, height = 48, background = '#1a7f37'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A phone photo that says where it was taken (EXIF GPS: Damascus). */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#345' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Cheap Android' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 30/1 47/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 17/1 30/1',
      },
    })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header for width x height (30000x30000: 900 megapixels,
 * about 2.7 GB of pixels) with a few hundred bytes of compressed zeros. Small on disk.
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo reel with its video track's codec renamed to HEVC (hvc1): not H.264. */
export function hevcReel(): Buffer {
  const bytes = Buffer.from(demoReel());
  const at = bytes.indexOf('avc1', bytes.indexOf('stsd'), 'latin1');
  bytes.write('hvc1', at, 'latin1');
  return bytes;
}

/** The demo reel claiming to last `seconds` (its movie header's duration rewritten). */
export function reelLasting(seconds: number): Buffer {
  const bytes = Buffer.from(demoReel());
  const mvhd = bytes.indexOf('mvhd', 0, 'latin1') + 4;
  if (bytes[mvhd] !== 0) throw new Error('the demo reel has a version 1 mvhd');
  const timescale = bytes.readUInt32BE(mvhd + 12);
  bytes.writeUInt32BE(seconds * timescale, mvhd + 16);
  return bytes;
}
