import { sellerUploadText } from '@souq/domain/locales/ar/seller-uploads';
import { AppError } from '../../../http/app-error';
import { probeMp4 } from './mp4-probe';

/** A reel is a short phone clip: 60 s of 720p H.264 fits well inside 40 MB. */
export const VIDEO_MAX_BYTES = 40 * 1024 * 1024;
const VIDEO_MAX_SECONDS = 60;

/**
 * The clip's duration in whole seconds, computed from the container (a duration the client
 * states is never used), or the reason it is refused: not MP4, not H.264 (what every Android
 * WebView plays), cut off, or too long.
 */
export function checkedVideoSeconds(bytes: Buffer): number {
  const verdict = probeMp4(bytes);
  if (!verdict.ok) {
    if (verdict.reason === 'not_mp4') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', sellerUploadText.videoNotMp4, {
        reason: verdict.reason,
        accepted: ['video/mp4'],
      });
    }
    if (verdict.reason === 'not_h264') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', sellerUploadText.videoNotH264, {
        reason: verdict.reason,
      });
    }
    throw new AppError('VALIDATION_FAILED', sellerUploadText.videoDamaged, {
      reason: verdict.reason,
    });
  }
  if (verdict.durationSeconds > VIDEO_MAX_SECONDS) {
    throw new AppError('PAYLOAD_TOO_LARGE', sellerUploadText.videoTooLong, {
      duration_seconds: verdict.durationSeconds,
      max_seconds: VIDEO_MAX_SECONDS,
    });
  }
  return Math.max(1, Math.round(verdict.durationSeconds));
}
