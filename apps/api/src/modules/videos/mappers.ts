import type { ProductVideo } from '@souq/domain/schemas/videos';
import type { VideoPageRow } from './repository';

/** A page row in the spec's product video shape, its product as export-products shows it. */
export function toProductVideo(row: VideoPageRow): ProductVideo {
  return {
    id: row.video_id,
    video_url: row.video_url,
    poster_url: row.poster_url,
    duration_seconds: row.duration_seconds,
    created_at: new Date(row.video_created_at).toISOString(),
    products: row.product,
  };
}
