/**
 * Reads an MP4 file's structure without decoding a frame (ISO/IEC 14496-12 boxes): what
 * decides whether an upload is a video every phone plays (H.264 in MP4), and how long it is.
 * The container is walked box by box; a box that claims more bytes than the file has is a
 * truncated upload. No ffmpeg: the server never runs a decoder over a stranger's bytes.
 */
export type Mp4Verdict =
  | { ok: true; durationSeconds: number; width: number | null; height: number | null }
  | { ok: false; reason: 'not_mp4' | 'not_h264' | 'truncated' };

interface Box {
  type: string;
  /** Where the box's content starts and ends (after its header). */
  start: number;
  end: number;
}

const h264 = new Set(['avc1', 'avc3']);

class Truncated extends Error {}

/** The boxes directly inside [start, end); throws Truncated when one overruns. */
function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at < end) {
    if (end - at < 8) throw new Truncated();
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (end - at < 16) throw new Truncated();
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new Truncated();
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at; // "to the end of the file"
    }
    if (size < header || at + size > end) throw new Truncated();
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (bytes: Buffer, box: Box, type: string) =>
  boxesIn(bytes, box.start, box.end).find((b) => b.type === type);

/** mvhd: version 0 has 32-bit times, version 1 64-bit; duration is in timescale units. */
function movieDuration(bytes: Buffer, mvhd: Box): number | null {
  const version = bytes[mvhd.start];
  const [timescaleAt, durationAt, durationBytes] =
    version === 1 ? [mvhd.start + 20, mvhd.start + 24, 8] : [mvhd.start + 12, mvhd.start + 16, 4];
  if (durationAt + durationBytes > mvhd.end) throw new Truncated();
  const timescale = bytes.readUInt32BE(timescaleAt);
  const duration =
    durationBytes === 8
      ? Number(bytes.readBigUInt64BE(durationAt))
      : bytes.readUInt32BE(durationAt);
  if (timescale === 0) return null;
  return duration / timescale;
}

interface VideoTrack {
  codec: string;
  width: number | null;
  height: number | null;
}

/** The track's handler is 'vide': its first sample description names the codec. */
function videoTrack(bytes: Buffer, trak: Box): VideoTrack | null {
  const mdia = child(bytes, trak, 'mdia');
  const hdlr = mdia && child(bytes, mdia, 'hdlr');
  if (!mdia || !hdlr || hdlr.end - hdlr.start < 12) return null;
  if (bytes.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'vide') return null;
  const minf = child(bytes, mdia, 'minf');
  const stbl = minf && child(bytes, minf, 'stbl');
  const stsd = stbl && child(bytes, stbl, 'stsd');
  if (!stsd) throw new Truncated();
  // stsd: version/flags (4), entry count (4), then sample entries as boxes.
  const [entry] = boxesIn(bytes, stsd.start + 8, stsd.end);
  if (!entry) throw new Truncated();
  // A visual sample entry: 6 reserved, data reference (2), 16 predefined, then width, height.
  const sized = entry.end - entry.start >= 28;
  return {
    codec: entry.type,
    width: sized ? bytes.readUInt16BE(entry.start + 24) : null,
    height: sized ? bytes.readUInt16BE(entry.start + 26) : null,
  };
}

export function probeMp4(bytes: Buffer): Mp4Verdict {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') {
    return { ok: false, reason: 'not_mp4' };
  }
  try {
    const top = boxesIn(bytes, 0, bytes.length);
    const moov = top.find((box) => box.type === 'moov');
    const mdat = top.find((box) => box.type === 'mdat');
    if (!moov || !mdat || mdat.end === mdat.start) return { ok: false, reason: 'truncated' };
    const mvhd = child(bytes, moov, 'mvhd');
    if (!mvhd) return { ok: false, reason: 'truncated' };
    const durationSeconds = movieDuration(bytes, mvhd);
    const tracks = boxesIn(bytes, moov.start, moov.end)
      .filter((box) => box.type === 'trak')
      .map((trak) => videoTrack(bytes, trak))
      .filter((track) => track !== null);
    const video = tracks[0];
    if (!video || !h264.has(video.codec)) return { ok: false, reason: 'not_h264' };
    if (durationSeconds === null) return { ok: false, reason: 'truncated' };
    return { ok: true, durationSeconds, width: video.width, height: video.height };
  } catch (error) {
    if (error instanceof Truncated || error instanceof RangeError) {
      return { ok: false, reason: 'truncated' };
    }
    throw error;
  }
}
