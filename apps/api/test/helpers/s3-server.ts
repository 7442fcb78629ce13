import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config';

/** s3rver's one built-in account. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export interface TestS3 {
  /** S3_* variables for loadConfig. */
  env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY', string>;
  config: S3Config;
  /** The object as the bucket holds it (content type, cache control), read past our storage. */
  head(key: string): Promise<HeadObjectCommandOutput | null>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server in this process: s3rver on a random loopback port, its objects in a
 * temporary directory, the bucket created before the first request.
 */
export async function startS3(bucket = 'souq-media'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'souq-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKey: ACCESS_KEY,
    secretKey: SECRET_KEY,
  };
  // A plain client, independent of the storage under test (and quiet about Node 20, as ours is).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint: config.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  });
  let closed = false;
  return {
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: ACCESS_KEY,
      S3_SECRET_KEY: SECRET_KEY,
    },
    config,
    async head(key) {
      try {
        return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null;
        throw error;
      }
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
