/**
 * Where this e2e run lives, shared by playwright.config.ts and the specs so both name the
 * same server and files. Per port, so two runs on one machine (a second checkout, a helper)
 * never share a server, data or signed-in states.
 */
import { resolve } from 'node:path';

export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** Local stand-ins for the tile server and the geocoder: tests never need the internet. */
export const fakeServicesURL = `http://127.0.0.1:${port + 1}`;
export const outputDir = resolve(import.meta.dirname, '../../test-results', String(port));

/**
 * The demo shopper's cookies, written once per run by the setup project
 * (demo-shopper.setup.ts); Playwright empties outputDir when a run starts.
 */
export const demoShopperState = resolve(outputDir, '.auth/demo-shopper.json');
