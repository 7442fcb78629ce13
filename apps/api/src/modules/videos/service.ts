import type {
  ProductVideo,
  ProductVideoList,
  ProductVideoListQuery,
} from '@souq/domain/schemas/videos';
import { toProduct } from '../catalogue/mappers';
import type { VideoPageRow, VideosRepository } from './repository';

function toProductVideo(row: VideoPageRow): ProductVideo {
  return {
    id: row.video_id,
    video_url: row.video_url,
    poster_url: row.poster_url,
    duration_seconds: row.duration_seconds,
    created_at: new Date(row.video_created_at).toISOString(),
    products: toProduct(row),
  };
}

export function videosService(repository: VideosRepository) {
  return {
    /** A page of visible videos in two queries (page with products, count). */
    async listVideos(query: ProductVideoListQuery): Promise<ProductVideoList> {
      const filter = { vendorId: query.vendor_id, limit: query.limit, offset: query.offset };
      const [rows, count] = await Promise.all([
        repository.videoPage(filter),
        repository.countVideos(filter),
      ]);
      return { data: rows.map(toProductVideo), count, limit: query.limit, offset: query.offset };
    },
  };
}
export type VideosService = ReturnType<typeof videosService>;
