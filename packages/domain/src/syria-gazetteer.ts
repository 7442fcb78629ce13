import { type Coordinates, distanceKm } from './distance';
import { normalizePlaceName, withoutArticle } from './place-names';
import { districtRows, governorateRows, type Row, townRows } from './syria-gazetteer-data';

/**
 * An offline gazetteer of Syria: the 14 governorates (located at their capital), the major
 * towns and the main districts of the big cities. It recognises city names in addresses and stands in for the geocoder when that service
 * is unreachable. Names are matched after normalisePlaceName, so spelling variants meet.
 */
export { normalizePlaceName } from './place-names';

export interface GazetteerPlace {
  /** Stable slug, e.g. 'damascus'; a town's governorate is one of the governorate slugs. */
  id: string;
  /** A district lies in its governorate's capital (Damascus, Aleppo, Homs, Latakia, Hama). */
  kind: 'governorate' | 'town' | 'district';
  nameAr: string;
  nameEn: string;
  /** Other spellings, Arabic or Latin, as people and map services write them. */
  aliases: readonly string[];
  latitude: number;
  longitude: number;
  governorate: string;
}

const place =
  (kind: GazetteerPlace['kind']) =>
  (row: Row): GazetteerPlace => {
    const [key, nameAr, nameEn, latitude, longitude, aliases] = row;
    const id =
      kind === 'governorate' ? key : `${key}/${nameEn.toLowerCase().replace(/[^a-z]+/g, '-')}`;
    return { id, kind, nameAr, nameEn, aliases, latitude, longitude, governorate: key };
  };

export const SYRIAN_GOVERNORATES: readonly GazetteerPlace[] = governorateRows.map(
  place('governorate'),
);
export const SYRIAN_TOWNS: readonly GazetteerPlace[] = townRows.map(place('town'));
/**
 * Districts stay out of SYRIA_PLACES: a geocoder's 'city' field must never resolve to a
 * neighbourhood ('الميدان' is in Damascus and in Aleppo). Search and the nearest place use them.
 */
const SYRIAN_DISTRICTS: readonly GazetteerPlace[] = districtRows.map(place('district'));
/** A district is named only for a point this close to its centre; farther, the town or city. */
const DISTRICT_RADIUS_KM = 2;
/** Governorates first, so a shared name (Damascus city and governorate) resolves to one place. */
export const SYRIA_PLACES: readonly GazetteerPlace[] = [...SYRIAN_GOVERNORATES, ...SYRIAN_TOWNS];

function namesOf(p: GazetteerPlace): string[] {
  return [p.nameAr, p.nameEn, ...p.aliases].map(normalizePlaceName).filter(Boolean);
}

/** normalised name (and the name without its article) -> place; the first place listed wins. */
function indexOf(places: readonly GazetteerPlace[]): Map<string, GazetteerPlace> {
  const index = new Map<string, GazetteerPlace>();
  for (const p of places) {
    for (const key of namesOf(p)) {
      if (!index.has(key)) index.set(key, p);
    }
  }
  for (const p of places) {
    for (const key of namesOf(p).map(withoutArticle)) {
      if (!index.has(key)) index.set(key, p);
    }
  }
  return index;
}

const placeIndex = indexOf(SYRIA_PLACES);
const governorateIndex = indexOf(SYRIAN_GOVERNORATES);

function lookup(index: Map<string, GazetteerPlace>, name: string): GazetteerPlace | null {
  const key = normalizePlaceName(name);
  if (!key) return null;
  return index.get(key) ?? index.get(withoutArticle(key)) ?? null;
}

/** A governorate or town by any of its names ('Halab', 'حلب', 'محافظة حلب'), or null. */
export function findPlace(name: string): GazetteerPlace | null {
  return lookup(placeIndex, name);
}

/** One of the 14 governorates by any of its names (a town's name does not count), or null. */
export function findGovernorate(name: string): GazetteerPlace | null {
  return lookup(governorateIndex, name);
}

const contains = (text: string, key: string) => ` ${text} `.includes(` ${key} `);

/** Longest names first, so 'ريف دمشق' is found before the 'دمشق' inside it. */
const governorateNames = SYRIAN_GOVERNORATES.flatMap((p) =>
  namesOf(p).map((key) => ({ key, p })),
).sort((a, b) => b.key.length - a.key.length);

/**
 * The governorate a piece of address text names: the whole text ('Aleppo Governorate'), or
 * as whole words inside it ('دمشق القديمة' is in Damascus). null when none is named.
 */
export function governorateMentionedIn(text: string): GazetteerPlace | null {
  const exact = findGovernorate(text);
  if (exact) return exact;
  const key = normalizePlaceName(text);
  return governorateNames.find((name) => contains(key, name.key))?.p ?? null;
}

/**
 * Places whose name matches a search query, best first: exact name, then a name starting with
 * the query or with a word starting with it (someone still typing), then a name the query mentions ('شارع بغداد، دمشق').
 */
export function searchPlaces(query: string, limit = 5): GazetteerPlace[] {
  const key = normalizePlaceName(query);
  if (key.length < 2) return [];
  const rank = (p: GazetteerPlace): number => {
    const names = namesOf(p);
    const bare = names.map(withoutArticle);
    if (names.includes(key) || bare.includes(key) || bare.includes(withoutArticle(key))) return 0;
    const words = names.flatMap((n) => n.split(' '));
    if ([...names, ...bare, ...words].some((n) => n.startsWith(key))) return 1;
    if (names.some((n) => contains(key, n))) return 2;
    return Number.POSITIVE_INFINITY;
  };
  return [...SYRIA_PLACES, ...SYRIAN_DISTRICTS]
    .map((p, order) => ({ p, order, score: rank(p) }))
    .filter((match) => Number.isFinite(match.score))
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, limit)
    .map((match) => match.p);
}

/**
 * The place nearest to a point, within maxKm (unlimited by default): a city district when the
 * point is within DISTRICT_RADIUS_KM of one, else a town or governorate; on a tie the town wins,
 * as it is the more precise answer (Douma is both a town and Rif Dimashq's capital).
 */
export function nearestPlace(
  point: Coordinates,
  maxKm = Number.POSITIVE_INFINITY,
): { place: GazetteerPlace; distanceKm: number } | null {
  let district: { place: GazetteerPlace; distanceKm: number } | null = null;
  for (const candidate of SYRIAN_DISTRICTS) {
    const km = distanceKm(point, candidate);
    if (km <= Math.min(DISTRICT_RADIUS_KM, maxKm) && (!district || km < district.distanceKm)) {
      district = { place: candidate, distanceKm: km };
    }
  }
  if (district) return district;
  let best: { place: GazetteerPlace; distanceKm: number } | null = null;
  for (const candidate of SYRIA_PLACES) {
    const km = distanceKm(point, candidate);
    if (km > maxKm) continue;
    if (!best || km < best.distanceKm || (km === best.distanceKm && candidate.kind === 'town')) {
      best = { place: candidate, distanceKm: km };
    }
  }
  return best;
}
