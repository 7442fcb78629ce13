import { describe, expect, it } from 'vitest';
import { probeMp4 } from './mp4-probe';

/** An ISO box: 32-bit size, type, content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function mvhd(version: 0 | 1, timescale: number, duration: number): Buffer {
  const content = Buffer.alloc(version === 1 ? 32 : 20);
  content[0] = version;
  if (version === 1) {
    content.writeUInt32BE(timescale, 20);
    content.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    content.writeUInt32BE(timescale, 12);
    content.writeUInt32BE(duration, 16);
  }
  return box('mvhd', content);
}

function videoTrak(codec: string, width = 720, height = 1280): Buffer {
  const hdlr = Buffer.alloc(12);
  hdlr.write('vide', 8, 'latin1');
  const entry = Buffer.alloc(70);
  entry.writeUInt16BE(width, 24);
  entry.writeUInt16BE(height, 26);
  const stsdHeader = Buffer.alloc(8);
  stsdHeader.writeUInt32BE(1, 4);
  const stsd = box('stsd', stsdHeader, box(codec, entry));
  return box('trak', box('mdia', box('hdlr', hdlr), box('minf', box('stbl', stsd))));
}

function audioTrak(): Buffer {
  const hdlr = Buffer.alloc(12);
  hdlr.write('soun', 8, 'latin1');
  return box('trak', box('mdia', box('hdlr', hdlr)));
}

const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isomavc1', 'latin1'));
const mdat = box('mdat', Buffer.alloc(32, 1));

describe('probeMp4', () => {
  it('reads an H.264 track, its size and the movie duration (version 0 and 1 headers)', () => {
    const moov = box('moov', mvhd(0, 1000, 12_500), audioTrak(), videoTrak('avc1'));
    expect(probeMp4(Buffer.concat([ftyp, moov, mdat]))).toEqual({
      ok: true,
      durationSeconds: 12.5,
      width: 720,
      height: 1280,
    });
    const long = box('moov', mvhd(1, 600, 600 * 90), videoTrak('avc3'));
    expect(probeMp4(Buffer.concat([ftyp, mdat, long]))).toMatchObject({
      ok: true,
      durationSeconds: 90,
    });
  });

  it('follows 64-bit box sizes and a last box that runs to the end of the file', () => {
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1);
    large.write('free', 4, 'latin1');
    large.writeBigUInt64BE(16n + 4n, 8);
    const free = Buffer.concat([large, Buffer.alloc(4)]);
    const open = Buffer.from(mdat);
    open.writeUInt32BE(0);
    const moov = box('moov', mvhd(0, 1, 3), videoTrak('avc1'));
    expect(probeMp4(Buffer.concat([ftyp, free, moov, open]))).toMatchObject({ ok: true });
  });

  it('refuses what is not MP4, not H.264, or cut off', () => {
    const moov = box('moov', mvhd(0, 1000, 5000), videoTrak('avc1'));
    const whole = Buffer.concat([ftyp, moov, mdat]);
    expect(probeMp4(Buffer.from('GIF89a............'))).toEqual({ ok: false, reason: 'not_mp4' });
    const hevc = box('moov', mvhd(0, 1000, 5000), videoTrak('hvc1'));
    expect(probeMp4(Buffer.concat([ftyp, hevc, mdat]))).toEqual({ ok: false, reason: 'not_h264' });
    const audioOnly = box('moov', mvhd(0, 1000, 5000), audioTrak());
    expect(probeMp4(Buffer.concat([ftyp, audioOnly, mdat]))).toMatchObject({ reason: 'not_h264' });
    for (const cut of [whole.length - 1, ftyp.length + 20, ftyp.length + moov.length]) {
      expect(probeMp4(whole.subarray(0, cut))).toEqual({ ok: false, reason: 'truncated' });
    }
  });
});
