import { DependencyUnavailableError } from '@shared/domain/errors.js';

/**
 * The one classification of "a dependency is down" for every HTTP function (API, exports, ingest): connection
 * failures, timeouts, throttling and 5xx answers from any AWS service. It reads the shape the AWS SDK v3 gives its
 * errors (`name`, `code`, `$metadata.httpStatusCode`, `$retryable`) without importing the SDK, so the adapters' own
 * SDK-shaped errors (the signed SQS send, the S3 upload check) classify the same way.
 */
interface SdkShapedError {
  name?: string;
  code?: string;
  message?: string;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
  $retryable?: { throttling?: boolean };
  CancellationReasons?: { Code?: string }[];
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);
const TIMEOUT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'NetworkError']);
const THROTTLING_NAMES =
  /^(Throttl|ProvisionedThroughputExceeded|RequestLimitExceeded|LimitExceeded|TooManyRequests|SlowDown|RequestThrottled|TransactionInProgress|TransactionConflict)/;
/** Transaction cancellation reasons that mean "contention or capacity, try again" rather than a refused condition. */
const TRANSIENT_CANCELLATIONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);

/** Seconds to wait: a moment when throttled, longer when the service is unreachable or failing. */
const THROTTLED_RETRY_AFTER_S = 1;
const OUTAGE_RETRY_AFTER_S = 5;

function classify(error: unknown, depth = 0): 'throttled' | 'outage' | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const e = error as SdkShapedError;
  const status = e.$metadata?.httpStatusCode;
  if (status === 429 || e.$retryable?.throttling || THROTTLING_NAMES.test(e.name ?? '')) return 'throttled';
  const reasons = e.CancellationReasons ?? [];
  if (reasons.some((r) => TRANSIENT_CANCELLATIONS.has(r.Code ?? '')) && !reasons.some(isConditionReason)) {
    return 'throttled';
  }
  if (status !== undefined && status >= 500) return 'outage';
  if (NETWORK_CODES.has(e.code ?? '') || TIMEOUT_NAMES.has(e.name ?? '')) return 'outage';
  return e.cause === undefined ? undefined : classify(e.cause, depth + 1);
}

const isConditionReason = (r: { Code?: string }) => r.Code === 'ConditionalCheckFailed';

/** True when the error means a dependency is unavailable for now (as opposed to a bug or a refused request). */
export const isDependencyFailure = (error: unknown): boolean => classify(error) !== undefined;

/**
 * Turns a dependency failure into `DependencyUnavailableError` (503 with `Retry-After`); any other value passes
 * through unchanged.
 *
 * @example errorResult(asDependencyFailure(thrown))
 */
export function asDependencyFailure(error: unknown): unknown {
  const kind = classify(error);
  if (kind === undefined) return error;
  return kind === 'throttled'
    ? new DependencyUnavailableError('a service this request needs is busy; retry in a moment', THROTTLED_RETRY_AFTER_S)
    : new DependencyUnavailableError(
        'a service this request needs is unavailable; retry shortly',
        OUTAGE_RETRY_AFTER_S,
      );
}
