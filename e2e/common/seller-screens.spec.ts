import { expect, test } from '@playwright/test';
import { paths } from '../../packages/domain/src/paths';
import { signInNewShopper, signInThroughApi } from '../support/accounts';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';

const screens = [
  paths.seller.home(),
  paths.seller.products(),
  paths.seller.newProduct(),
  paths.seller.importProducts(),
  ...['profile', 'media', 'hours', 'location', 'wallets', 'theme', 'css'].map((section) =>
    paths.seller.settings(section),
  ),
];

// One test per screen: each runs its own axe pass, so under load one screen's time never counts
// against the others (a loop over all eleven ran out of even 120 s on a busy 2-core machine).
for (const path of screens) {
  test(`${path} is Arabic, right to left, fits the screen and has no serious a11y problem`, async ({
    page,
  }) => {
    await signInThroughApi(page, 'vendor@souq.test', 'souq-demo-1234');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectArabicRtlDocument(page);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the store application is Arabic, right to left, fits the screen and has no serious a11y problem', async ({
  page,
}) => {
  await signInNewShopper(page, 'apply-checks');
  await page.goto(paths.seller.apply());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectArabicRtlDocument(page);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});
