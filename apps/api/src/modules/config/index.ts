import type { SouqModule } from '../context';
import { configRoutes } from './routes';
import { publicConfig } from './service';

/** /api/config: what the web app may know of the server's configuration. */
export const configModule: SouqModule = async (app, { config }) => {
  await app.register(configRoutes, { body: publicConfig(config) });
};
