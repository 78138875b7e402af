import { RateLimitedError } from '@shared/domain/errors.js';

/**
 * Token bucket per API credential, held in the function's memory. It costs no table writes; with several warm
 * Lambda instances each keeps its own bucket, so the API Gateway stage throttle is the account-wide guard
 * (see docs/decisions/api-conventions.md).
 */
export function createRateLimiter(options: { perSecond: number; burst: number; maxKeys?: number }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const maxKeys = options.maxKeys ?? 10_000;
  return {
    /** Takes one token for `key` at time `now` (ms) or throws 429 with the whole seconds to wait. */
    take(key: string, now: number): void {
      const bucket = buckets.get(key) ?? { tokens: options.burst, at: now };
      const refilled = Math.min(options.burst, bucket.tokens + ((now - bucket.at) / 1000) * options.perSecond);
      if (refilled < 1) {
        const waitSeconds = Math.max(1, Math.ceil((1 - refilled) / options.perSecond));
        buckets.set(key, { tokens: refilled, at: now });
        throw new RateLimitedError(`too many requests; retry in ${waitSeconds} s`, waitSeconds);
      }
      if (!buckets.has(key) && buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value!);
      buckets.set(key, { tokens: refilled - 1, at: now });
    },
  };
}
