import { DEFAULT_EXCHANGE_RATES } from '@souq/domain/exchange-rates';
import { productList, productListQuery } from '@souq/domain/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { publicChanges } from '../src/http/public-changes';
import { catalogueRepository } from '../src/modules/catalogue/repository';
import { catalogueService } from '../src/modules/catalogue/service';
import { freshDatabase } from './helpers/db';
import { fixtures } from './helpers/fixtures';

/**
 * A price sort walks only the currencies listed products use (known for 30 s, forgotten on
 * any catalogue change): a product in a currency nobody used before shows once a change is
 * announced, and the walk skips currencies only hidden products use.
 */
describe('price sort over the currencies in use', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('finds the currencies of listed products only, and learns a new one on a change', async () => {
    const f = fixtures(database.db);
    const repository = catalogueRepository(database.db);
    const open = await f.vendor();
    const suspended = await f.vendor({ status: 'suspended', isActive: false });
    await f.product(open.id, { name: 'قلم', basePrice: '5000.00', currency: 'SYP' });
    await f.product(suspended.id, { name: 'ساعة', basePrice: '1.00', currency: 'USD' });
    expect(await repository.listedCurrencies()).toEqual(['SYP']);

    const changes = publicChanges();
    const service = catalogueService(repository, { changes, rates: DEFAULT_EXCHANGE_RATES });
    const list = async () => {
      const query = productListQuery.parse({ sort: 'price_high', limit: '10' });
      const body = productList.parse(JSON.parse((await service.listProducts(query)).text));
      return body.data.map((product) => product.name);
    };
    expect(await list()).toEqual(['قلم']);

    await f.product(open.id, { name: 'كوب', basePrice: '2.00', currency: 'USD' });
    changes.changed();
    expect(await list()).toEqual(['كوب', 'قلم']);
    expect(await repository.listedCurrencies()).toEqual(['SYP', 'USD']);
  });
});
