import { expect, test as setup } from '@playwright/test';
import { paths } from '../../packages/domain/src/paths';
import { demoShopper } from './accounts';
import { demoShopperState } from './run';

/**
 * Signs the demo shopper in once for the whole run; specs that only need "a signed-in shopper"
 * start from these cookies (`test.use(asDemoShopper)`) instead of signing in themselves.
 */
setup('sign the demo shopper in', async ({ request }) => {
  const { email, password } = demoShopper;
  const response = await request.post(paths.api.auth.signIn(), { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  await request.storageState({ path: demoShopperState });
});
