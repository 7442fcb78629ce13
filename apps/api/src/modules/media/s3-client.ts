import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';

export type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * How long the API waits for the object store. Connecting is quick on a network that works;
 * a response (headers) that takes longer than responseMs is abandoned and retried; a body that
 * stops flowing for idleMs is cut (a phone that paused a video holds its socket otherwise).
 */
const S3_TIMEOUTS = { connectMs: 3_000, responseMs: 30_000, idleMs: 30_000 } as const;
/** Up to three tries (the SDK's standard mode: backoff with jitter, only retryable errors). */
const MAX_ATTEMPTS = 3;
/**
 * Sockets kept to the store. Every media answer streams from one; the SDK's default of 50
 * would make the 51st concurrent video viewer wait for a socket.
 */
const MAX_SOCKETS = 256;

let sdk: Promise<S3Sdk> | undefined;
/** The SDK takes a second or more to load: only a process that stores media on S3 pays it. */
export const loadS3Sdk = (): Promise<S3Sdk> => {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
};

/**
 * A client for S3_ENDPOINT with path-style addressing (http://host/bucket/key): self-hosted
 * stores (MinIO, Garage, s3rver) have no per-bucket DNS names.
 */
export function createS3Client(
  { S3Client }: S3Sdk,
  config: S3Config,
  region = regionOf(config.endpoint),
): S3Client {
  const agent = { keepAlive: true, maxSockets: MAX_SOCKETS };
  // We run on Node >= 20.19 with this SDK pinned by the lockfile; its notice that releases from
  // 2027 will need Node 22 would otherwise fill every boot's stderr (set it to false to see it).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    endpoint: config.endpoint,
    region,
    forcePathStyle: true,
    // AWS names the bucket's region in an error when it is not `region`; asked again there.
    followRegionRedirects: true,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    maxAttempts: MAX_ATTEMPTS,
    retryMode: 'standard',
    // Newer SDKs add CRC checksums and chunked uploads by default, which many self-hosted
    // stores reject; plain Content-Length uploads work everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: S3_TIMEOUTS.connectMs,
      requestTimeout: S3_TIMEOUTS.responseMs,
      throwOnRequestTimeout: true,
      socketTimeout: S3_TIMEOUTS.idleMs,
      httpAgent: new HttpAgent(agent),
      httpsAgent: new HttpsAgent(agent),
    },
  });
}

/**
 * The signing region: the one in an AWS endpoint's name (s3.eu-west-1.amazonaws.com), else
 * us-east-1, which MinIO, s3rver, R2 and most self-hosted stores accept.
 */
export function regionOf(endpoint: string): string {
  const host = new URL(endpoint).hostname;
  if (!host.endsWith('.amazonaws.com') && !host.endsWith('.amazonaws.com.cn')) return 'us-east-1';
  // s3.eu-west-1.amazonaws.com, s3.dualstack.eu-west-1..., and the older s3-eu-west-1...
  const labels = host.split('.').map((label) => label.replace(/^s3-/, ''));
  return labels.find((label) => /^[a-z]{2}(-[a-z]+)+-\d+$/.test(label)) ?? 'us-east-1';
}
