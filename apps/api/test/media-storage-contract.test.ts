import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../src/modules/media/s3-storage';
import { diskStorage, type MediaStorage } from '../src/modules/media/storage';
import { startS3, type TestS3 } from './helpers/s3-server';

/** One behaviour, two places: every MediaStorage answers these the same way. */
interface Backend {
  storage: MediaStorage;
  close(): Promise<void>;
}

const backends: [string, () => Promise<Backend>][] = [
  [
    'disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'souq-media-contract-'));
      return {
        storage: diskStorage(root),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3',
    async () => {
      const s3: TestS3 = await startS3();
      return { storage: s3Storage(s3.config), close: () => s3.close() };
    },
  ],
];

describe.each(backends)('MediaStorage contract: %s', (_name, open) => {
  let backend: Backend;
  let storage: MediaStorage;
  const clip = randomBytes(300_000);
  const before = Date.now();

  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
    await storage.put('videos/v1/clip.mp4', clip, 'video/mp4');
  });
  afterAll(() => backend.close());

  it('is ready when asked at boot', async () => {
    expect(await storage.check()).toBeNull();
  });

  it('gives back exactly the bytes it was given, under nested keys', async () => {
    expect(await storage.get('videos/v1/clip.mp4')).toEqual(clip);
    const photo = randomBytes(1234);
    await storage.put('products/p-1/gallery/0.webp', photo, 'image/webp');
    expect(await storage.get('products/p-1/gallery/0.webp')).toEqual(photo);
  });

  it('stats size, modification time and a quoted validator that stays the same', async () => {
    const first = await storage.stat('videos/v1/clip.mp4');
    expect(first).not.toBeNull();
    expect(first!.size).toBe(clip.length);
    expect(first!.etag).toMatch(/^"[^"]+"$/);
    // Stores keep whole seconds: allow the second the test started in.
    expect(first!.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(first!.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await storage.stat('videos/v1/clip.mp4')).toEqual(first);
  });

  it('gives different objects different validators', async () => {
    await storage.put('products/p-2/a.png', Buffer.from('first'), 'image/png');
    await storage.put('products/p-2/b.png', Buffer.from('second'), 'image/png');
    const a = await storage.stat('products/p-2/a.png');
    const b = await storage.stat('products/p-2/b.png');
    expect(a!.etag).not.toBe(b!.etag);
  });

  it('streams the whole object, in chunks rather than one buffer', async () => {
    const stream = await storage.stream('videos/v1/clip.mp4');
    expect(stream).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks)).toEqual(clip);
  });

  it('streams an inclusive byte range: first bytes, middle, last byte', async () => {
    const read = async (start: number, end: number) =>
      buffer((await storage.stream('videos/v1/clip.mp4', { start, end }))!);
    expect(await read(0, 99)).toEqual(clip.subarray(0, 100));
    expect(await read(150_000, 150_999)).toEqual(clip.subarray(150_000, 151_000));
    expect(await read(clip.length - 1, clip.length - 1)).toEqual(clip.subarray(-1));
  });

  it('can stop a stream part way without harm to the next reads', async () => {
    const stream = (await storage.stream('videos/v1/clip.mp4'))!;
    for await (const _chunk of stream) break; // a phone that went away after the first bytes
    expect(await storage.get('videos/v1/clip.mp4')).toEqual(clip);
  });

  it('keeps an empty object', async () => {
    await storage.put('products/p-3/empty.gif', Buffer.alloc(0), 'image/gif');
    expect((await storage.stat('products/p-3/empty.gif'))!.size).toBe(0);
    expect(await storage.get('products/p-3/empty.gif')).toEqual(Buffer.alloc(0));
  });

  it('answers a missing key with null everywhere, and deleting it is no error', async () => {
    expect(await storage.get('products/nope/0.webp')).toBeNull();
    expect(await storage.stat('products/nope/0.webp')).toBeNull();
    expect(await storage.stream('products/nope/0.webp')).toBeNull();
    expect(await storage.stream('products/nope/0.webp', { start: 0, end: 9 })).toBeNull();
    await expect(storage.delete('products/nope/0.webp')).resolves.toBeUndefined();
  });

  it('treats a key prefix as no object', async () => {
    expect(await storage.stat('videos/v1')).toBeNull();
    expect(await storage.stat('videos')).toBeNull();
  });

  it('deletes: the key is gone, its neighbours stay', async () => {
    await storage.put('orders/o-1/proof-a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('orders/o-1/proof-b.webp', Buffer.from('b'), 'image/webp');
    await storage.delete('orders/o-1/proof-a.webp');
    expect(await storage.stat('orders/o-1/proof-a.webp')).toBeNull();
    expect(await storage.get('orders/o-1/proof-a.webp')).toBeNull();
    expect(await storage.get('orders/o-1/proof-b.webp')).toEqual(Buffer.from('b'));
  });

  it.each([
    '../outside.webp',
    'products/../../outside.webp',
    '/etc/passwd',
    'products//0.webp',
    'products/p1/photo.jpg\0.png',
    '.hidden',
    '',
  ])('refuses the key %j for every operation', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(RangeError);
    await expect(storage.get(key)).rejects.toThrow(RangeError);
    await expect(storage.stat(key)).rejects.toThrow(RangeError);
    await expect(storage.stream(key)).rejects.toThrow(RangeError);
    await expect(storage.delete(key)).rejects.toThrow(RangeError);
  });
});

describe('disk storage at boot', () => {
  it('names a media directory that is a file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'souq-media-file-'));
    try {
      const file = join(root, 'media');
      await diskStorage(root).put('media', Buffer.from('x'), 'application/octet-stream');
      const problem = await diskStorage(file).check();
      expect(problem).toMatch(/cannot be written \((EEXIST|ENOTDIR)\); fix DATA_DIR/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
