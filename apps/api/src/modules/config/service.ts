import type { Config } from '../../config';

export interface PublicConfig {
  sellerSiteUrl: string;
  mapTileUrl: string;
  mapTileAttribution: string;
  mapSatelliteTileUrl: string;
  mapSatelliteAttribution: string;
}

/** What the SPA may know about the server's configuration: public URLs only, never secrets. */
export function publicConfig(config: Config): PublicConfig {
  return {
    sellerSiteUrl: config.sellerSiteUrl,
    mapTileUrl: config.mapTileUrl,
    mapTileAttribution: config.mapTileAttribution,
    mapSatelliteTileUrl: config.mapSatelliteTileUrl,
    mapSatelliteAttribution: config.mapSatelliteAttribution,
  };
}
