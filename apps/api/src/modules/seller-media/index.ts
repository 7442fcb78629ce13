import type { SouqModule } from '../context';
import { mediaRepository } from './repository/media';
import { sellerMediaRoutes } from './routes/uploads';
import { sellerMediaService } from './service/uploads';

/**
 * Every seller upload: product photos, product videos and their posters, the store's logo,
 * banner and gallery. Checked by content, re-encoded, stored through the media storage.
 */
export const sellerMediaModule: SouqModule = async (
  app,
  { database, storage, viewers, publicChanges },
) => {
  await app.register(sellerMediaRoutes, {
    viewers,
    media: sellerMediaService(mediaRepository(database.db), storage, publicChanges),
  });
};
