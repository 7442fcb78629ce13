import { paths } from '@souq/domain/paths';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, confirmedShopper } from './helpers/auth';

/** Street, building and floor: what a courier needs beyond the map pin (migration 0010). */
describe('saved addresses: street, building and floor', () => {
  let t: TestApp;
  let shopper: Browser;
  const base = {
    title: 'البيت',
    formatted_address: 'شارع بغداد، دمشق، سوريا',
    latitude: 33.5138,
    longitude: 36.2765,
  };
  beforeAll(async () => {
    t = await testApp();
    shopper = await confirmedShopper(t.app, 'details@example.org');
  });
  afterAll(() => t.close());

  const stored = async (id: string) =>
    (
      await t.database.db
        .select({
          street: savedAddresses.street,
          building: savedAddresses.building,
          floor: savedAddresses.floor,
        })
        .from(savedAddresses)
        .where(eq(savedAddresses.id, id))
    )[0];

  it('saves them trimmed, returns them and lists them', async () => {
    const res = await shopper.post(paths.api.addresses(), {
      ...base,
      street: '  شارع بغداد ',
      building: ' بناء رقم 12 ',
      floor: ' الطابق الثالث، شقة 5 ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as SavedAddress;
    const parts = { street: 'شارع بغداد', building: 'بناء رقم 12', floor: 'الطابق الثالث، شقة 5' };
    expect(saved).toMatchObject(parts);
    expect(await stored(saved.id)).toEqual(parts);
    const listed = (await shopper.get(paths.api.addresses())).json().data as SavedAddress[];
    expect(listed.find((a) => a.id === saved.id)).toMatchObject(parts);
  });

  it('reads a missing or blank building and floor as null', async () => {
    const res = await shopper.post(paths.api.addresses(), { ...base, title: 'العمل', floor: '  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ street: null, building: null, floor: null });
  });

  it('changes and clears them on update (the body is the whole form)', async () => {
    const created = (
      await shopper.post(paths.api.addresses(), { ...base, title: 'الأهل', building: 'بناء 4' })
    ).json() as SavedAddress;
    const changed = await shopper.request({
      method: 'PATCH',
      url: paths.api.address(created.id),
      payload: { ...base, title: 'الأهل', floor: 'الطابق الأرضي' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ building: null, floor: 'الطابق الأرضي' });
    expect(await stored(created.id)).toMatchObject({ building: null, floor: 'الطابق الأرضي' });
  });

  it('takes each at its full length (100 for the building, 50 for the floor)', async () => {
    const res = await shopper.post(paths.api.addresses(), {
      ...base,
      title: 'طويل',
      street: 'ش'.repeat(200),
      building: 'ب'.repeat(100),
      floor: 'ط'.repeat(50),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(res.json().id)).toEqual({
      street: 'ش'.repeat(200),
      building: 'ب'.repeat(100),
      floor: 'ط'.repeat(50),
    });
  });
});
