/**
 * Makes the demo reels: eight short vertical product videos with their posters, drawn from
 * the same product art the demo images use. Run by a developer (needs ffmpeg), not at seed
 * time: the files are committed under apps/api/src/seed/videos so `npm ci && npm start` and CI
 * never need ffmpeg.   node --import tsx scripts/make-demo-videos.mjs
 *
 * Each clip: 480x854 (a phone held upright), 24 fps, three shots of 2 s with a slow push-in
 * and cross-fades, H.264 baseline (plays on every Android WebView), no audio, moov first
 * (faststart) so playback starts before the whole file arrives; at most ~170 KB each.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { productSvg } from '../apps/api/src/seed/art/product-art.ts';
import { demoVideoProducts } from '../apps/api/src/seed/data/videos.ts';

const out = 'apps/api/src/seed/videos';
const WIDTH = 480;
const HEIGHT = 854;
const FPS = 24;
const SHOT_SECONDS = 2;
const FADE_SECONDS = 0.5;

/** One upright frame: the 800x600 product art centred on a blurred, darkened copy of itself. */
async function uprightFrame(svg) {
  const art = sharp(Buffer.from(svg));
  const background = await art
    .clone()
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .blur(18)
    .modulate({ brightness: 0.7 })
    .toBuffer();
  const foreground = await art.clone().resize(WIDTH, null).toBuffer();
  const { height = 360 } = await sharp(foreground).metadata();
  return sharp(background)
    .composite([{ input: foreground, top: Math.round((HEIGHT - height) / 2), left: 0 }])
    .png()
    .toBuffer();
}

function encode(frames, target) {
  const frameCount = SHOT_SECONDS * FPS;
  // One still per input: zoompan turns each into `frameCount` frames (looping the input would
  // multiply that by the input frame rate).
  const inputs = frames.flatMap((file) => ['-i', file]);
  const zoom = (i) =>
    `[${i}:v]scale=${WIDTH * 2}:${HEIGHT * 2},zoompan=z='min(zoom+0.0016,1.12)':d=${frameCount}:` +
    `x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':s=${WIDTH}x${HEIGHT}:fps=${FPS},setsar=1[z${i}]`;
  const offset1 = SHOT_SECONDS - FADE_SECONDS;
  const offset2 = 2 * SHOT_SECONDS - 2 * FADE_SECONDS;
  const graph = [
    zoom(0),
    zoom(1),
    zoom(2),
    `[z0][z1]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset1}[a]`,
    `[a][z2]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset2},format=yuv420p[v]`,
  ].join(';');
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-level',
    '3.0',
    // Capped: a reel must start within seconds on slow 4G (about 1.6 Mbit/s).
    '-crf',
    '32',
    '-maxrate',
    '260k',
    '-bufsize',
    '520k',
    '-preset',
    'veryslow',
    '-movflags',
    '+faststart',
    '-an',
    target,
  ]);
}

mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'souq-reels-'));
try {
  for (const product of demoVideoProducts) {
    const frames = [];
    for (let shot = 0; shot < 3; shot++) {
      const file = join(work, `${product.key}-${shot}.png`);
      writeFileSync(file, await uprightFrame(productSvg(product.category, product.key, shot)));
      frames.push(file);
    }
    const video = join(out, `${product.key}.mp4`);
    encode(frames, video);
    // The poster is the first frame: what the shopper sees before the video plays.
    await sharp(frames[0])
      .webp({ quality: 70 })
      .toFile(join(out, `${product.key}.webp`));
    console.log(`${product.key}: ${statSync(video).size} bytes`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
