import type { Readable } from 'node:stream';
import { AppError } from '../../http/app-error';
import { contentTypeOf, isResizable } from './content-types';
import { type PresetName, type ResizePreset, renderPreset } from './presets';
import type { ByteRange } from './range';
import { assertValidKey, type MediaStat, type MediaStorage } from './storage';

/** Resized copies live under this prefix; it is not addressable from outside. */
const DERIVED_PREFIX = 'derived/';

export interface MediaObject {
  key: string;
  stat: MediaStat;
  contentType: string;
}

/**
 * Media keys are content-addressed and never overwritten (an upload gets a new key), so a
 * key's bytes never change: answers are cacheable forever and a resized copy, once made,
 * stays valid. Breaking that assumption requires deleting derived/ copies on overwrite.
 */
export function mediaService(storage: MediaStorage) {
  const rendering = new Map<string, Promise<void>>();

  async function ensureDerived(key: string, preset: ResizePreset): Promise<string> {
    const derivedKey = `${DERIVED_PREFIX}${preset}/${key}.webp`;
    if (await storage.stat(derivedKey)) return derivedKey;
    // Concurrent requests for the same new size share one rendering.
    let pending = rendering.get(derivedKey);
    if (!pending) {
      pending = render(key, derivedKey, preset).finally(() => rendering.delete(derivedKey));
      rendering.set(derivedKey, pending);
    }
    await pending;
    return derivedKey;
  }

  async function render(key: string, derivedKey: string, preset: ResizePreset) {
    const original = await storage.get(key);
    if (!original) throw new AppError('NOT_FOUND');
    let bytes: Buffer;
    try {
      bytes = await renderPreset(original, preset);
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, { reason: 'not a decodable image' });
    }
    await storage.put(derivedKey, bytes, 'image/webp');
  }

  return {
    /** The object to send for a key and preset, rendering the preset on first use. */
    async locate(key: string, preset: PresetName = 'full'): Promise<MediaObject> {
      if (!isAllowedKey(key)) throw new AppError('NOT_FOUND');
      const original = await storage.stat(key);
      if (!original) throw new AppError('NOT_FOUND');
      if (preset === 'full') return { key, stat: original, contentType: contentTypeOf(key) };
      if (!isResizable(key)) {
        throw new AppError('VALIDATION_FAILED', undefined, [
          { in: 'querystring', field: 'preset', message: 'presets apply to raster images only' },
        ]);
      }
      const derivedKey = await ensureDerived(key, preset);
      const stat = await storage.stat(derivedKey);
      if (!stat) throw new AppError('NOT_FOUND');
      return { key: derivedKey, stat, contentType: 'image/webp' };
    },

    async open(object: MediaObject, range?: ByteRange): Promise<Readable> {
      const stream = await storage.stream(object.key, range);
      if (!stream) throw new AppError('NOT_FOUND');
      return stream;
    },
  };
}

function isAllowedKey(key: string): boolean {
  if (key.startsWith(DERIVED_PREFIX)) return false;
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}
