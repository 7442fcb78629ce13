/**
 * One bounded autocannon run against a local URL, with latency percentiles computed from every
 * response's own time (autocannon's summary has p90 and p97.5 but no p95).
 */

import { loadavg } from 'node:os';
import autocannon from 'autocannon';

/** The value below which `share` of the sorted samples fall (nearest rank). */
export function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(share * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1];
}

const round = (ms) => Math.round(ms * 10) / 10;

/**
 * `paths`: each request asks for the next of these (path and query) on the URL's server, in
 * turn, instead of the URL itself.
 * @param {{ url: string, connections: number, seconds: number, headers?: Record<string,string>, paths?: string[] }} run
 * @returns {Promise<{ 'req/s': number, 'p50 ms': number, 'p95 ms': number, 'p99 ms': number, errors: number, load: string }>}
 */
export async function measure({ url, connections, seconds, headers = {}, paths }) {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`not a loopback URL: ${url}`);
  const latencies = [];
  let next = 0;
  const requests = paths && [
    { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
  ];
  const instance = autocannon({ url, connections, duration: seconds, headers, requests });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': round(percentile(latencies, 0.5)),
    'p95 ms': round(percentile(latencies, 0.95)),
    'p99 ms': round(percentile(latencies, 0.99)),
    errors: result.errors + result.non2xx,
    load: loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
  };
}
