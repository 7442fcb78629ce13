// @ts-check
/// <reference path="../../apps/api/test/helpers/s3rver-module.d.ts" />
/**
 * The cluster's S3-protocol server: s3rver (the tests' S3 server too, decision 014) in this
 * process on a loopback port, its objects in `directory`, the bucket made before the API
 * processes ask for it (they refuse to start without it).
 */
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

/** s3rver's one built-in account. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/**
 * @param {{ directory: string, port?: number, bucket?: string }} options
 * @returns {Promise<{ env: Record<string, string>, stop(): Promise<void> }>}
 */
export async function startS3({ directory, port = 0, bucket = 'souq-media' }) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: ACCESS_KEY,
      S3_SECRET_KEY: SECRET_KEY,
    },
    stop: () => server.close(),
  };
}
