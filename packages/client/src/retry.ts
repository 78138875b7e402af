import { retryAfterSeconds } from './errors.js';

export interface RetryOptions {
  /** Retries after the first try (default 3; 0 turns retrying off). */
  maxRetries?: number;
  /** Longest wait accepted from `Retry-After`, in seconds (default 60): a longer one is returned to the caller. */
  maxDelaySeconds?: number;
  /** Wait when the answer has no usable `Retry-After` (default 1 s, doubling each retry). */
  baseDelaySeconds?: number;
  /** Called before each wait (progress output, logging). */
  onRetry?: (info: { attempt: number; delaySeconds: number; status: number; method: string; url: string }) => void;
  /** How to wait; tests replace it. */
  sleep?: (ms: number) => Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A `fetch` that retries what the service asked to be retried: 429 (the request was refused before it ran, so any
 * method is safe to repeat) and, for idempotent methods only, 503 (a dependency was not ready). The wait is the
 * answer's `Retry-After` when present, else an exponential back-off; a wait longer than `maxDelaySeconds` is not
 * taken and the answer is returned as is.
 */
export function retryingFetch(
  baseFetch: (request: Request) => Promise<Response>,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 3;
  const maxDelay = options.maxDelaySeconds ?? 60;
  const baseDelay = options.baseDelaySeconds ?? 1;
  const sleep = options.sleep ?? defaultSleep;
  return async (request: Request) => {
    for (let attempt = 0; ; attempt++) {
      // The body of a Request can be read once: every try sends a fresh copy.
      const response = await baseFetch(attempt < maxRetries ? request.clone() : request);
      const retryable = response.status === 429 || (response.status === 503 && IDEMPOTENT.has(request.method));
      if (!retryable || attempt >= maxRetries) return response;
      const delay = retryAfterSeconds(response.headers.get('retry-after')) ?? baseDelay * 2 ** attempt;
      if (delay > maxDelay) return response;
      await response.body?.cancel();
      options.onRetry?.({
        attempt: attempt + 1,
        delaySeconds: delay,
        status: response.status,
        method: request.method,
        url: request.url,
      });
      await sleep(delay * 1000);
    }
  };
}
