import type { S3Config } from '../../config';
import { AppError } from '../../http/app-error';

interface S3Failure {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const asFailure = (error: unknown): S3Failure =>
  typeof error === 'object' && error !== null ? (error as S3Failure) : {};

const statusOf = (error: unknown) => asFailure(error).$metadata?.httpStatusCode;

/** The key (or, for HEAD, the bucket: a HEAD answer has no body to tell them apart) is not there. */
export function isMissing(error: unknown): boolean {
  return statusOf(error) === 404 && asFailure(error).name !== 'NoSuchBucket';
}

/**
 * The object store failed (unreachable, timed out, refused, 5xx): a 503 the client may retry,
 * with the store's own error kept as the cause for the log.
 */
export class MediaStorageUnavailable extends AppError {
  constructor(
    readonly operation: string,
    readonly key: string,
    cause: unknown,
  ) {
    super('SERVICE_UNAVAILABLE');
    this.name = 'MediaStorageUnavailable';
    this.cause = cause; // pino logs its message and stack after ours
  }
}

/** One line for an operator whose bucket does not answer at boot: what failed, what to do. */
export function bootProblem(config: S3Config, error: unknown): string {
  const where = `bucket "${config.bucket}" at ${config.endpoint}`;
  const status = statusOf(error);
  if (status === 404) {
    return `S3 media storage: ${where} does not exist; create the bucket or fix S3_BUCKET`;
  }
  if (status === 401 || status === 403) {
    return `S3 media storage: ${where} refused the credentials (HTTP ${status}); check S3_ACCESS_KEY, S3_SECRET_KEY and the key's access to the bucket`;
  }
  if (status !== undefined) {
    return `S3 media storage: ${where} answered HTTP ${status} (${describe(error)}); check S3_ENDPOINT and S3_BUCKET`;
  }
  return `S3 media storage: ${where} is unreachable (${describe(error)}); start the S3 server or fix S3_ENDPOINT`;
}

function describe(error: unknown): string {
  // A connection refused on every address (IPv4 and IPv6) comes as one error without a message.
  if (error instanceof AggregateError && !error.message && error.errors.length > 0) {
    return describe(error.errors[0]);
  }
  const failure = asFailure(error);
  const text = failure.message || failure.code || failure.name || String(error);
  return text.split('\n')[0] || 'no answer';
}
