import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { authRateLimits, geocoderAnswers } from '../src/db/schema';
import { AppError } from '../src/http/app-error';
import { nominatimClient } from '../src/modules/geocoding/nominatim-client';
import { type AnswerLimits, answerRepository } from '../src/modules/geocoding/repository/answers';
import { type BucketRule, bucketRepository } from '../src/modules/geocoding/repository/buckets';
import { type GeocodingLimits, geocodingService } from '../src/modules/geocoding/service';
import { type FakeGeocoder, fakeGeocoder } from './helpers/fake-geocoder';
import { databaseForTwoProcesses, type SharedDatabase } from './helpers/two-processes';

/**
 * Issue 21: the geocoder's answers and limits live in PostgreSQL, so several API processes ask
 * the upstream service once per query and never faster than its limit together. Two services
 * over two database handles (two pools on PostgreSQL; one PGlite stands for both) against the
 * fake Nominatim. Time passes on the database clock (rows moved back), not by sleeping.
 */
describe('geocoder state shared by API processes', () => {
  let shared: SharedDatabase;
  let fake: FakeGeocoder;
  let one: Database;
  let other: Database;
  beforeAll(async () => {
    [shared, fake] = await Promise.all([databaseForTwoProcesses(), fakeGeocoder()]);
    [one, other] = shared.handles;
  });
  afterAll(async () => {
    await shared.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.respond({ kind: 'ok' });
    await one.db.delete(geocoderAnswers);
    await one.db.delete(authRateLimits);
  });

  const roomy: GeocodingLimits = {
    perClient: { capacity: 1000, perSecond: 1000 },
    upstream: { capacity: 1000, perSecond: 1000 },
  };
  const answers: AnswerLimits = { ttlSeconds: 3600, maxEntries: 100 };

  /** One API process's geocoding service; `waits` records the turns it queued for. */
  function processOn(database: Database, limits = roomy, kept = answers) {
    const waits: number[] = [];
    const service = geocodingService({
      client: nominatimClient({ baseUrl: fake.url, userAgent: 'souq-test', timeoutMs: 2000 }),
      answers: answerRepository(database.db, kept),
      buckets: bucketRepository(database.db),
      limits,
      log: pino({ level: 'silent' }),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    return { service, waits };
  }
  const upstreamCalls = () => fake.requests.length;
  const keptKeys = async () =>
    (await one.db.select({ key: geocoderAnswers.key }).from(geocoderAnswers)).map((r) => r.key);

  it('answers a query asked through one process from the database in the other', async () => {
    const [a, b] = [processOn(one).service, processOn(other).service];
    const before = upstreamCalls();
    const first = await a.search('ساحة الأمويين', 5);
    expect(first[0]).toMatchObject({ city: 'دمشق', source: 'geocoder' });
    expect(await b.search('  ساحة   الأمويين ', 5)).toEqual(first);
    expect(upstreamCalls() - before).toBe(1);

    // A point: the other process answers a pin a few centimetres away, keeping its own point.
    const there = await a.reverse(33.5138, 36.2765);
    const near = await b.reverse(33.513801, 36.276499);
    expect(near).toEqual({ ...there, latitude: 33.513801, longitude: 36.276499 });
    expect(upstreamCalls() - before).toBe(2);
  });

  it('asks the geocoder again once an answer has expired', async () => {
    const [a, b] = [processOn(one).service, processOn(other).service];
    const before = upstreamCalls();
    await a.search('قلعة حلب', 3);
    await one.db
      .update(geocoderAnswers)
      .set({ expiresAt: sql`now()` })
      .where(eq(geocoderAnswers.key, 'search:3:قلعة حلب'));
    expect((await b.search('قلعة حلب', 3))[0]?.city).toBe('حلب');
    expect(upstreamCalls() - before).toBe(2);
    const [row] = await one.db.select().from(geocoderAnswers);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3000 * 1000);
  });

  it('keeps the newest answers up to the cap and deletes expired ones as it writes', async () => {
    const small = { ttlSeconds: 3600, maxEntries: 4 };
    const [a, b] = [processOn(one, roomy, small).service, processOn(other, roomy, small).service];
    const queries = ['دمشق', 'حلب', 'دوما', 'ساحة', 'قلعة', 'الجلاء', 'كفرسوسة'];
    for (const [i, query] of queries.entries()) await (i % 2 ? a : b).search(query, 1);
    expect((await keptKeys()).sort()).toEqual(
      ['ساحة', 'قلعة', 'الجلاء', 'كفرسوسة'].map((q) => `search:1:${q}`).sort(),
    );

    await one.db.update(geocoderAnswers).set({ expiresAt: sql`now() - interval '1 second'` });
    await a.search('محافظة دمشق', 1);
    expect(await keptKeys()).toEqual(['search:1:محافظة دمشق']);
  });

  it('does not keep gazetteer answers or refusals', async () => {
    const a = processOn(one).service;
    fake.respond({ kind: 'status', status: 503 });
    expect((await a.search('Halab', 2))[0]?.source).toBe('gazetteer');
    fake.respond({ kind: 'ok' });
    await expect(a.search('مكان غير موجود', 2)).rejects.toMatchObject({
      code: 'GEOCODE_NO_RESULTS',
    });
    expect(await keptKeys()).toEqual([]);
  });

  it('still answers when the answer cannot be kept', async () => {
    const { service } = processOn(one);
    const failing = geocodingService({
      client: nominatimClient({ baseUrl: fake.url, userAgent: 'souq-test' }),
      answers: {
        find: async () => null,
        keep: () => Promise.reject(new Error('database gone')),
      },
      buckets: bucketRepository(one.db),
      limits: roomy,
      log: pino({ level: 'silent' }),
    });
    expect(await failing.search('قلعة حلب', 1)).toEqual(await service.search('قلعة حلب', 1));
  });

  it('grants the upstream turns of one bucket across both processes, in turn', async () => {
    const limits = { ...roomy, upstream: { capacity: 1, perSecond: 1, maxWaitSeconds: 2 } };
    const [a, b] = [processOn(one, limits), processOn(other, limits)];
    const before = upstreamCalls();
    // Eight cities the gazetteer knows, asked at once, half through each process.
    const cities = ['دمشق', 'حلب', 'حمص', 'حماة', 'اللاذقية', 'طرطوس', 'درعا', 'إدلب'];
    const results = await Promise.allSettled(
      cities.map((city, i) => (i % 2 ? a : b).service.search(city, 1)),
    );
    // One turn now, one a second later, one two seconds later; the rest would queue longer
    // and get the gazetteer instead.
    expect(upstreamCalls() - before).toBe(3);
    const waits = [...a.waits, ...b.waits].sort((x, y) => x - y);
    expect(waits).toHaveLength(2); // the first turn goes at once, without sleeping
    expect(waits[0]).toBeGreaterThan(800);
    expect(waits[0]).toBeLessThanOrEqual(1000);
    expect(waits[1]).toBeGreaterThan(1800);
    expect(waits[1]).toBeLessThanOrEqual(2000);
    const offline = results.filter(
      (r) => r.status === 'fulfilled' && r.value[0]?.source === 'gazetteer',
    );
    expect(offline).toHaveLength(5);
  });

  it('says GEOCODE_QUOTA_EXCEEDED with Retry-After when out of turns and the gazetteer has nothing', async () => {
    const limits = { ...roomy, upstream: { capacity: 1, perSecond: 0.1 } };
    const [a, b] = [processOn(one, limits).service, processOn(other, limits).service];
    await a.search('ساحة الأمويين', 1);
    const refused = await b.search('Champs-Élysées', 1).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'GEOCODE_QUOTA_EXCEEDED', status: 503 });
    const retryAfter = Number((refused as AppError).headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(9);
    expect(retryAfter).toBeLessThanOrEqual(10);
  });

  it("counts each address's searches once for the cluster", async () => {
    const limits = { ...roomy, perClient: { capacity: 20, perSecond: 0.5 } };
    const [a, b] = [processOn(one, limits).service, processOn(other, limits).service];
    for (let i = 0; i < 20; i++) await (i % 2 ? a : b).admit('10.7.7.7');
    for (const service of [a, b]) {
      const refused = await service.admit('10.7.7.7').catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
      expect((refused as AppError).headers['retry-after']).toBe('2');
      expect((refused as AppError).message).toMatch(/[\u0600-\u06FF]/);
    }
    await expect(b.admit('10.7.7.8')).resolves.toBeUndefined();
  });
});

/** The bucket itself: the in-memory token bucket's answers, from one row on the database clock. */
describe('request buckets in the database', () => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    shared = await databaseForTwoProcesses();
  });
  afterAll(() => shared.close());

  /** Moves the database clock forward for one bucket: its full-again moment comes sooner. */
  const later = (seconds: number, key: string) =>
    shared.handles[0].db
      .update(authRateLimits)
      .set({ expiresAt: sql`${authRateLimits.expiresAt} - ${seconds}::int * interval '1 second'` })
      .where(eq(authRateLimits.key, key));

  it('allows a burst, then one request per interval, per key', async () => {
    const buckets = bucketRepository(shared.handles[0].db);
    const rule: BucketRule = { capacity: 3, perSecond: 0.5 };
    const take = async (key = 'a') => {
      const turn = await buckets.take(key, rule);
      return turn.granted ? 0 : turn.retryAfterSeconds;
    };
    expect([await take(), await take(), await take()]).toEqual([0, 0, 0]);
    expect(await take()).toBe(2);
    expect(await take('b')).toBe(0);
    await later(1, 'a');
    expect(await take()).toBe(1);
    await later(1, 'a');
    expect(await take()).toBe(0);
    expect(await take()).toBe(2);
    await later(60, 'a');
    expect([await take(), await take(), await take()]).toEqual([0, 0, 0]);
  });

  it('never grants more than the bucket holds to concurrent takes from two processes', async () => {
    const [first, second] = shared.handles.map((handle) => bucketRepository(handle.db));
    const rule: BucketRule = { capacity: 10, perSecond: 0.001 };
    const turns = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? first! : second!).take('crowd', rule)),
    );
    expect(turns.filter((turn) => turn.granted)).toHaveLength(10);
    const [row] = await shared.handles[0].db
      .select({ rows: count() })
      .from(authRateLimits)
      .where(eq(authRateLimits.key, 'crowd'));
    expect(row!.rows).toBe(1);
  });
});
