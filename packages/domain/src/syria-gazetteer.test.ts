import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';
import {
  findGovernorate,
  findPlace,
  governorateMentionedIn,
  nearestPlace,
  normalizePlaceName,
  SYRIA_PLACES,
  SYRIAN_GOVERNORATES,
  SYRIAN_TOWNS,
  searchPlaces,
} from './syria-gazetteer';

describe('the gazetteer data', () => {
  it('has the 14 governorates, each once, with Arabic and English names', () => {
    expect(SYRIAN_GOVERNORATES.map((g) => g.nameEn)).toEqual([
      'Damascus',
      'Rif Dimashq',
      'Aleppo',
      'Homs',
      'Hama',
      'Latakia',
      'Tartus',
      'Idlib',
      'Deir ez-Zor',
      'Raqqa',
      'Hasakah',
      'Daraa',
      'As-Suwayda',
      'Quneitra',
    ]);
    for (const g of SYRIAN_GOVERNORATES) expect(g.nameAr).toMatch(/^[\u0600-\u06FF ]+$/);
  });

  it('keeps every place inside Syria and every town in a known governorate', () => {
    const governorates = new Set(SYRIAN_GOVERNORATES.map((g) => g.id));
    expect(SYRIAN_TOWNS.length).toBeGreaterThanOrEqual(30);
    for (const p of SYRIA_PLACES) {
      expect(p.latitude, p.nameEn).toBeGreaterThan(32.3);
      expect(p.latitude, p.nameEn).toBeLessThan(37.4);
      expect(p.longitude, p.nameEn).toBeGreaterThan(35.6);
      expect(p.longitude, p.nameEn).toBeLessThan(42.4);
      expect(governorates.has(p.governorate), p.nameEn).toBe(true);
    }
  });

  it('places each town near its governorate capital (catches swapped coordinates)', () => {
    for (const town of SYRIAN_TOWNS) {
      const capital = SYRIAN_GOVERNORATES.find((g) => g.id === town.governorate)!;
      expect(distanceKm(town, capital), town.nameEn).toBeLessThan(200);
    }
  });

  it('has unique ids and no name shared by two places', () => {
    expect(new Set(SYRIA_PLACES.map((p) => p.id)).size).toBe(SYRIA_PLACES.length);
    for (const p of SYRIA_PLACES) {
      expect(findPlace(p.nameAr)?.id, p.nameAr).toBe(p.id);
      for (const alias of [p.nameEn, ...p.aliases]) expect(findPlace(alias)?.id, alias).toBe(p.id);
    }
  });
});

describe('normalizePlaceName', () => {
  it.each([
    ['  Deir ez-Zor ', 'deir ez zor'],
    ["Dar'a", 'dara'],
    ['Lattaquié', 'lattaquie'],
    ['محافظة حلب', 'حلب'],
    ['Aleppo Governorate', 'aleppo'],
    ['حَماة', 'حماه'],
    ['إدلب', 'ادلب'],
    ['', ''],
  ])('%j -> %j', (name, expected) => {
    expect(normalizePlaceName(name)).toBe(expected);
  });
});

describe('findPlace and findGovernorate', () => {
  it.each([
    ['دمشق', 'damascus'],
    ['Damascus', 'damascus'],
    ['DIMASHQ', 'damascus'],
    ['حلب', 'aleppo'],
    ['halab', 'aleppo'],
    ['ريف دمشق', 'rif-dimashq'],
    ['Rural Damascus', 'rif-dimashq'],
    ['دير الزور', 'deir-ez-zor'],
    ['Deir Ezzor', 'deir-ez-zor'],
    ['الحسكة', 'hasakah'],
    ['حسكه', 'hasakah'],
    ['Al-Hasakah', 'hasakah'],
    ['Hasakah', 'hasakah'],
    ['السويداء', 'as-suwayda'],
    ['Sweida', 'as-suwayda'],
    ['Suwayda', 'as-suwayda'],
    ['ادلب', 'idlib'],
    ['محافظة اللاذقية', 'latakia'],
    ['Latakia Governorate', 'latakia'],
    ['Raqqah', 'raqqa'],
  ])('%s is the governorate %s', (name, id) => {
    expect(findGovernorate(name)?.id).toBe(id);
    expect(findPlace(name)?.id).toBe(id);
  });

  it('finds towns by any spelling, but never as governorates', () => {
    expect(findPlace('القامشلي')?.nameEn).toBe('Qamishli');
    expect(findPlace('Qamishli')?.governorate).toBe('hasakah');
    expect(findPlace('Palmyra')?.nameAr).toBe('تدمر');
    expect(findPlace('تدمر')?.governorate).toBe('homs');
    expect(findGovernorate('تدمر')).toBeNull();
  });

  it('returns null for unknown, empty and foreign names', () => {
    for (const name of ['', '   ', 'Riyadh', 'الرياض', 'Paris', 'شارع بغداد']) {
      expect(findPlace(name), name).toBeNull();
    }
  });
});

describe('governorateMentionedIn', () => {
  it('finds a governorate named inside a longer part, preferring the longer name', () => {
    expect(governorateMentionedIn('دمشق القديمة')?.id).toBe('damascus');
    expect(governorateMentionedIn('ريف دمشق')?.id).toBe('rif-dimashq');
    expect(governorateMentionedIn('Old City of Aleppo')?.id).toBe('aleppo');
  });

  it('matches whole words only', () => {
    expect(governorateMentionedIn('Homstead Road')).toBeNull();
    expect(governorateMentionedIn('حلبون')).toBeNull();
    expect(governorateMentionedIn('')).toBeNull();
  });
});

describe('searchPlaces', () => {
  it('puts the exact name first, then names starting with the query', () => {
    expect(searchPlaces('حلب')[0]?.id).toBe('aleppo');
    // Then the districts whose name starts so ('دمشق القديمة').
    expect(searchPlaces('دمش').map((p) => p.id)).toEqual([
      'damascus',
      'rif-dimashq',
      'damascus/old-damascus',
    ]);
    expect(searchPlaces('Zor')[0]?.id).toBe('deir-ez-zor');
  });

  it('finds a place named inside a full address query', () => {
    expect(searchPlaces('شارع بغداد، دمشق')[0]?.id).toBe('damascus');
    expect(searchPlaces('Baron Street, Aleppo')[0]?.id).toBe('aleppo');
  });

  it('honours the limit and ignores one-letter and unknown queries', () => {
    expect(searchPlaces('a', 5)).toEqual([]);
    expect(searchPlaces('Xyzzy')).toEqual([]);
    expect(searchPlaces('al', 3)).toHaveLength(3);
  });
});

describe('nearestPlace', () => {
  it('names the place a point falls near, with the distance', () => {
    // In Damascus the district answers (al-Malki), with its city as its governorate.
    const near = nearestPlace({ latitude: 33.52, longitude: 36.28 });
    expect(near?.place.id).toBe('damascus/al-malki');
    expect(near?.place.governorate).toBe('damascus');
    expect(near?.distanceKm).toBeLessThan(1);
    expect(nearestPlace({ latitude: 37.05, longitude: 41.22 })?.place.nameEn).toBe('Qamishli');
  });

  it('prefers the town when a town and a capital share a point', () => {
    expect(nearestPlace({ latitude: 33.5722, longitude: 36.4017 })?.place.nameEn).toBe('Douma');
  });

  it('returns null beyond maxKm', () => {
    expect(nearestPlace({ latitude: 24.7136, longitude: 46.6753 }, 25)).toBeNull();
    expect(nearestPlace({ latitude: 24.7136, longitude: 46.6753 })).not.toBeNull();
  });
});

describe('city districts', () => {
  it('names the district a pin falls in inside a big city', () => {
    const mezzeh = nearestPlace({ latitude: 33.5041, longitude: 36.2532 }, 25);
    expect(mezzeh?.place).toMatchObject({
      kind: 'district',
      nameAr: 'المزة',
      governorate: 'damascus',
    });
    const shahba = nearestPlace({ latitude: 36.2331, longitude: 37.1149 }, 25);
    expect(shahba?.place.nameAr).toBe('الشهباء');
  });

  it('names the town or city when no district centre is close', () => {
    // Between Damascus and Douma, farther than 2 km from every district.
    const near = nearestPlace({ latitude: 33.56, longitude: 36.37 }, 25);
    expect(near?.place.kind).not.toBe('district');
  });

  it('finds districts by name in search, never as a city for a geocoder answer', () => {
    expect(searchPlaces('المزة')[0]).toMatchObject({ kind: 'district', governorate: 'damascus' });
    expect(searchPlaces('Shaalan')[0]?.nameAr).toBe('الشعلان');
    expect(findPlace('الميدان')?.kind).not.toBe('district');
  });
});
