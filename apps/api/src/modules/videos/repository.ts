import type { Product } from '@souq/domain/schemas/catalogue';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/query';
import { type VideoFilter, videoCountQuery, videoPageQuery } from './video-sql';

/** A video of a page with its product as the catalogue serves it. */
export interface VideoPageRow {
  product: Product;
  video_id: string;
  video_url: string;
  poster_url: string | null;
  duration_seconds: number | null;
  video_created_at: Date | string;
}

export function videosRepository(db: Db) {
  return {
    /** A page of videos and how many there are in all. */
    videoPage: (filter: VideoFilter) =>
      pageOf<VideoPageRow>(db, videoPageQuery(filter), videoCountQuery(filter)),
  };
}
export type VideosRepository = ReturnType<typeof videosRepository>;
