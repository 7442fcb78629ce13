import type { Coordinates } from '@souq/domain/distance';
import type { Vendor } from '@souq/domain/schemas/vendors';
import {
  defaultVendorMapFilters,
  type MapVendor,
  nearMeFilters,
  placeVendors,
  sameCityFilters,
  type VendorMapFilters,
  vendorCategories,
  vendorCities,
} from '@souq/domain/vendors-map';
import { useDeferredValue, useMemo, useState } from 'react';
import { useCurrentLocation } from '@/features/location/use-current-location';
import type { MapType } from '@/features/maps/map-tiles';
import { mapZoom } from './map-view';
import { useMapCamera } from './use-map-camera';
import { useVisibleVendors } from './use-visible-vendors';
import { useMapCategories, useMapVendors } from './vendors-map-api';

export type VendorOnMap = MapVendor<Vendor>;

/**
 * Everything the vendors map screens share: data, filters, location, selection and camera.
 * 'zoomedId' is the vendor clicked once (amber marker); a second click on it zooms further.
 */
export function useVendorsMap() {
  const vendors = useMapVendors();
  const categories = useMapCategories();
  const location = useCurrentLocation();
  const camera = useMapCamera();
  const [filters, setFilters] = useState<VendorMapFilters>(defaultVendorMapFilters);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [zoomedId, setZoomedId] = useState<string | null>(null);
  const [hint, setHint] = useState(false);
  const [mapType, setMapType] = useState<MapType>('roadmap');
  const [tilesFailed, setTilesFailed] = useState(false);
  const [needsLocation, setNeedsLocation] = useState(false);

  const user = location.location;
  const all = vendors.data;
  const placed = useMemo(() => placeVendors(all ?? [], user), [all, user]);
  // typing stays responsive with a thousand vendors: the list follows a frame behind
  const deferredFilters = useDeferredValue(filters);
  const visible = useVisibleVendors(placed, deferredFilters, user);
  const cities = useMemo(() => vendorCities(placed), [placed]);
  const categoryNames = useMemo(
    () => (categories.names?.length ? categories.names : vendorCategories(all ?? [])),
    [categories.names, all],
  );
  const selected = placed.find((vendor) => vendor.id === selectedId) ?? null;

  function update(next: Partial<VendorMapFilters>) {
    setFilters((current) => ({ ...current, ...next }));
  }

  /** First click: select and centre (zoom 15); second click on the same vendor: zoom 18. */
  function clickVendor(id: string) {
    const vendor = placed.find((v) => v.id === id);
    if (!vendor) return;
    setSelectedId(id);
    if (zoomedId === id) {
      camera.moveTo(vendor, mapZoom.maxVendor);
      setHint(true);
      return;
    }
    setZoomedId(id);
    setHint(false);
    camera.moveTo(vendor, mapZoom.vendor);
  }

  function clearSelection() {
    setSelectedId(null);
    setZoomedId(null);
    setHint(false);
  }

  async function locate(): Promise<Coordinates | null> {
    setNeedsLocation(false);
    if (user) return user;
    const result = await location.locate();
    return result.ok ? result.location : null;
  }

  async function nearMe() {
    const here = await locate();
    if (!here) return;
    setFilters((current) => nearMeFilters(current));
    camera.moveTo(here, mapZoom.nearMe);
  }

  function sameCity() {
    if (!user) {
      setNeedsLocation(true);
      return;
    }
    setFilters((current) => sameCityFilters(placed, current) ?? current);
  }

  async function goToMyLocation() {
    const here = await locate();
    if (here) camera.moveTo(here, mapZoom.myLocation);
  }

  function fitAll() {
    camera.fitAll(user ? [...visible, user] : visible);
  }

  return {
    vendors,
    visible,
    placed,
    cities,
    categoryNames,
    categoriesFailed: categories.failed,
    filters,
    update,
    selected,
    zoomedId,
    hint,
    dismissHint: () => setHint(false),
    clickVendor,
    clearSelection,
    location,
    needsLocation,
    dismissNeedsLocation: () => setNeedsLocation(false),
    nearMe,
    sameCity,
    goToMyLocation,
    fitAll,
    camera,
    mapType,
    setMapType,
    tilesFailed,
    onTileError: () => setTilesFailed(true),
  };
}
export type VendorsMapState = ReturnType<typeof useVendorsMap>;
