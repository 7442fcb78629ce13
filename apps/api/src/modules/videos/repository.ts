import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { toProduct } from '../catalogue/mappers';
import { type VideoFilter, videoCountQuery, videoPageQuery } from './video-sql';

/** A video of a page with its product in the catalogue's row shape. */
export type VideoPageRow = Parameters<typeof toProduct>[0] & {
  video_id: string;
  video_url: string;
  poster_url: string | null;
  duration_seconds: number | null;
  video_created_at: Date | string;
};

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function videosRepository(db: Db) {
  return {
    videoPage: (filter: VideoFilter) => rowsOf<VideoPageRow>(db, videoPageQuery(filter)),

    async countVideos(filter: VideoFilter): Promise<number> {
      const [row] = await rowsOf<{ total: number }>(db, videoCountQuery(filter));
      return row?.total ?? 0;
    },
  };
}
export type VideosRepository = ReturnType<typeof videosRepository>;
