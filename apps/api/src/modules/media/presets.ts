import type { ResizeOptions } from 'sharp';
import { oneImageAtATime } from './image-work';

/**
 * The spec's image sizes. "contain" there means fit inside the box keeping the aspect ratio
 * (no padding), which is sharp's `inside`; medium never enlarges a smaller original.
 */
export const presetNames = ['thumbnail', 'medium', 'full'] as const;
export type PresetName = (typeof presetNames)[number];
export type ResizePreset = Exclude<PresetName, 'full'>;

const resizes: Record<ResizePreset, ResizeOptions> = {
  thumbnail: { width: 300, height: 200, fit: 'cover' },
  medium: { width: 800, height: 600, fit: 'inside', withoutEnlargement: true },
};

/**
 * Resized WebP bytes; rejects when the input is not a decodable image. Results are stored, so
 * each size is made once.
 */
export function renderPreset(original: Buffer, preset: ResizePreset): Promise<Buffer> {
  return oneImageAtATime((sharp) =>
    sharp(original, { limitInputPixels: 50_000_000 })
      .rotate() // honour EXIF orientation before cropping
      .resize(resizes[preset])
      .webp({ quality: 78 })
      .toBuffer(),
  );
}
