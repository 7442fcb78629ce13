import type { ExchangeRates } from '@souq/domain/exchange-rates';
import type { Config } from '../../config';

export interface PublicConfig {
  sellerSiteUrl: string;
  mapTileUrl: string;
  mapTileAttribution: string;
  mapSatelliteTileUrl: string;
  mapSatelliteAttribution: string;
  /** For 'approximately' prices beside another currency's (decision 018). */
  exchangeRates: ExchangeRates;
}

/** What the SPA may know about the server's configuration: public URLs only, never secrets. */
export function publicConfig(config: Config): PublicConfig {
  return {
    sellerSiteUrl: config.sellerSiteUrl,
    mapTileUrl: config.mapTileUrl,
    mapTileAttribution: config.mapTileAttribution,
    mapSatelliteTileUrl: config.mapSatelliteTileUrl,
    mapSatelliteAttribution: config.mapSatelliteAttribution,
    exchangeRates: config.exchangeRates,
  };
}
