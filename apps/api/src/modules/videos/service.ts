import type { ProductVideoList, ProductVideoListQuery } from '@souq/domain/schemas/videos';
import { toProductVideo } from './mappers';
import type { VideosRepository } from './repository';

export function videosService(repository: VideosRepository) {
  return {
    /** A page of visible videos in two queries (page with products, count). */
    async listVideos(query: ProductVideoListQuery): Promise<ProductVideoList> {
      const filter = { vendorId: query.vendor_id, limit: query.limit, offset: query.offset };
      const { rows, count } = await repository.videoPage(filter);
      return { data: rows.map(toProductVideo), count, limit: query.limit, offset: query.offset };
    },
  };
}
export type VideosService = ReturnType<typeof videosService>;
