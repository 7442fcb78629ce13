import { defineConfig, devices } from '@playwright/test';
import { baseURL, fakeServicesURL, outputDir, port } from './e2e/support/run';
import { chromiumFlags, headlessShellPath } from './scripts/lib/chromium.mjs';

/**
 * End-to-end tests over the real built app: one server on a fresh data directory (PGlite,
 * demo data), Debian's Chromium headless shell, a desktop `web` project and a phone `mobile` project.
 * Tests in e2e/web run on desktop, e2e/mobile on the phone, e2e/common on both; the `setup`
 * project signs the demo shopper in once for both (e2e/support/demo-shopper.setup.ts).
 */
// Per-port data so two e2e runs on one machine (a second checkout, a helper) never share state.
const dataDir = `.data-e2e-${port}`;
const chromium = { executablePath: headlessShellPath, args: chromiumFlags };
const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromium,
};
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  launchOptions: chromium,
};
/**
 * Specs run once the others are done: one makes a store public (the vendors map counts the
 * seeded ones), one gives the demo store a delivery fee rule (the checkout specs expect none),
 * one adds a category (the landing counts the seeded ones).
 */
const publicStoreChanges = [
  'common/seller-journey.spec.ts',
  'common/order-operations.spec.ts',
  'common/admin-console.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir,
  fullyParallel: true,
  workers: 2,
  // Two browsers, the server and its database share 2 cores: a journey that runs out of time
  // under that load gets one more try (the report lists it as flaky); one that fails twice fails.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/playwright.json' }],
  ],
  // A trace is recorded on the retry only: recording every journey (DOM snapshots, screenshots)
  // taxes every test for the few that fail, and a failure always gets its retry.
  use: { baseURL, locale: 'ar-SY', trace: 'on-first-retry', launchOptions: chromium },
  projects: [
    { name: 'setup', testMatch: 'support/*.setup.ts' },
    {
      name: 'web',
      dependencies: ['setup'],
      testMatch: ['web/**/*.spec.ts', 'common/**/*.spec.ts'],
      testIgnore: publicStoreChanges,
      use: desktop,
    },
    {
      name: 'mobile',
      dependencies: ['setup'],
      testMatch: ['mobile/**/*.spec.ts', 'common/**/*.spec.ts'],
      testIgnore: publicStoreChanges,
      use: phone,
    },
    // After both: these open new public stores, which other specs would count (the vendors
    // map expects the 16 seeded stores).
    {
      name: 'web-after',
      dependencies: ['web', 'mobile'],
      testMatch: publicStoreChanges,
      use: desktop,
    },
    {
      name: 'mobile-after',
      dependencies: ['web', 'mobile'],
      testMatch: publicStoreChanges,
      use: phone,
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/fake-services.mjs',
      url: `${fakeServicesURL}/health`,
      reuseExistingServer: false,
      env: { FAKE_SERVICES_PORT: String(port + 1) },
    },
    {
      // The compiled server, as `npm start` runs it (built when its sources changed).
      command: `rm -rf ${dataDir} && node scripts/build-api.mjs --quiet && MALLOC_MMAP_THRESHOLD_=131072 node --max-old-space-size=160 apps/api/dist/main.js`,
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // Mail links and the server's origin checks must match the address the browser uses.
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        MAP_TILE_URL: `${fakeServicesURL}/tiles/{z}/{x}/{y}.png`,
        MAP_SATELLITE_TILE_URL: `${fakeServicesURL}/tiles/satellite/{z}/{x}/{y}.png`,
        GEOCODER_URL: fakeServicesURL,
        // Every browser of the run comes from 127.0.0.1: the per-address limits that guard a
        // real server (20 sign-ups, 30 log-ins per 15 min) would throttle the suite itself as it
        // grows. The limits are tested in the API suite; here they only need room.
        AUTH_RATE_LIMIT_REGISTER_PER_IP: '500',
        AUTH_RATE_LIMIT_LOGIN_PER_IP: '1000',
        // The fake geocoder has no 1 request/s policy; parallel tests would queue for turns.
        GEOCODER_REQUESTS_PER_SECOND: '100',
      },
    },
  ],
});
