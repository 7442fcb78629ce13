// @ts-check
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { failTimeoutMs, renderSite } from './nginx.mjs';

const site = readFileSync(
  fileURLToPath(new URL('../../deploy/nginx/souq.conf', import.meta.url)),
  'utf8',
);
const cluster = { listen: 8080, upstreams: [8081, 8082, 8083, 8084], logDir: '/tmp/c/logs' };

/** The directives of one block, e.g. the server's, without comments. */
const directives = (/** @type {string} */ text) =>
  text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);

describe('the nginx site the cluster runs (deploy/nginx/souq.conf)', () => {
  it("puts in the cluster's ports and log directory and changes nothing else", () => {
    const rendered = renderSite(site, cluster);
    const servers = directives(rendered).filter((line) => line.startsWith('server 127.0.0.1:'));
    expect(servers).toEqual(
      cluster.upstreams.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`),
    );
    expect(directives(rendered)).toContain('listen 127.0.0.1:8080;');
    expect(directives(rendered)).toContain('access_log /tmp/c/logs/souq.access.log souq;');
    expect(rendered).not.toContain('/var/log/nginx');
    const unchanged = (/** @type {string} */ line) =>
      !line.startsWith('server 127.0.0.1:') && !line.startsWith('listen') && !line.includes('log');
    expect(directives(rendered).filter(unchanged)).toEqual(directives(site).filter(unchanged));
  });

  it('resends only what is safe to resend: GETs, and create-order (Idempotency-Key)', () => {
    const lines = directives(site);
    const retries = lines.filter((line) => line.startsWith('proxy_next_upstream '));
    expect(retries).toEqual([
      'proxy_next_upstream error timeout http_502 http_503 http_504;',
      'proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;',
    ]);
    // The one with non_idempotent sits in create-order's location, nowhere else.
    const createOrder = site.slice(site.indexOf('location = /functions/v1/create-order {'));
    expect(directives(createOrder.slice(0, createOrder.indexOf('}')))).toContain(retries[1]);
    // No upstream keepalive: a closing process is never handed a request on a kept connection.
    expect(lines.some((line) => line.startsWith('keepalive '))).toBe(false);
    expect(failTimeoutMs()).toBe(2_000);
  });

  it('refuses a site file whose parts it cannot find', () => {
    expect(() => renderSite('server { listen 80; }', cluster)).toThrow(/upstream souq_api/);
    const noServers = site.replace(/^\s*server 127\.0\.0\.1:.*\n/gm, '');
    expect(() => renderSite(noServers, cluster)).toThrow(/server 127\.0\.0\.1:PORT/);
    expect(() => renderSite(site.replace('listen 80;', 'listen 443;'), cluster)).toThrow(/listen/);
  });
});
