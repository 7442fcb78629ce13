import type { SouqModule } from '../context';
import { videosRepository } from './repository';
import { videoRoutes } from './routes';
import { videosService } from './service';

/** export-product-videos: the reels of active stores, each with its whole product. */
export const videosModule: SouqModule = async (app, { database, publicChanges }) => {
  await app.register(videoRoutes, {
    service: videosService(videosRepository(database.read)),
    changes: publicChanges,
  });
};
