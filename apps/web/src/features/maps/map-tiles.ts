import { useSiteConfig } from '@/features/config/site-config';

export type MapType = 'roadmap' | 'satellite';

export interface TileSource {
  url: string;
  attribution: string;
}

/**
 * Tile sources come from the server's config (MAP_TILE_URL, MAP_SATELLITE_TILE_URL), so an
 * operator can self-host tiles and tests can serve them locally. Until the config answers
 * there is no source: the map shows its background rather than fetching from a default host.
 */
export function useMapTiles(): Record<MapType, TileSource> | undefined {
  const config = useSiteConfig().data;
  if (!config) return undefined;
  return {
    roadmap: { url: config.mapTileUrl, attribution: config.mapTileAttribution },
    satellite: { url: config.mapSatelliteTileUrl, attribution: config.mapSatelliteAttribution },
  };
}
