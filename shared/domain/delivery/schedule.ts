/**
 * The retry schedule of deliveries: after a failed try, wait the next step (±10 % jitter), at least as long as the
 * receiver's `Retry-After` asks, never longer than SQS allows a message to stay invisible.
 */

/** Each step is spread by ±10 % so a receiver that failed many deliveries at once is not hit by all at once again. */
export const RETRY_JITTER = 0.1;

export interface RetryPlanInput {
  /** Seconds before each retry; `schedule[0]` follows the first failed try. */
  schedule: readonly number[];
  /** 1-based number of the failed try within the current chain of tries. */
  failedTry: number;
  retryAfterSeconds?: number;
  /** Upper bound of one wait (the queue's maximum visibility timeout). */
  maxWaitSeconds: number;
  random?: () => number;
}

/**
 * Seconds to wait before the next try, or `undefined` when the schedule is exhausted (the delivery goes dead).
 *
 * @example retryDelaySeconds({ schedule: [5, 300], failedTry: 1, maxWaitSeconds: 43200 }) // 5 ± 0.5, rounded
 */
export function retryDelaySeconds(input: RetryPlanInput): number | undefined {
  const step = input.schedule[input.failedTry - 1];
  if (step === undefined) return undefined;
  const spread = ((input.random ?? Math.random)() * 2 - 1) * RETRY_JITTER;
  const jittered = Math.round(step * (1 + spread));
  return Math.min(Math.max(jittered, input.retryAfterSeconds ?? 0), input.maxWaitSeconds);
}

/**
 * Reads a `Retry-After` header: delta seconds or an HTTP date. Unparseable or past values give `undefined`.
 *
 * @example parseRetryAfter('120', new Date()) // 120
 */
export function parseRetryAfter(value: string | undefined, now: Date): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  const seconds = Math.ceil((at - now.getTime()) / 1000);
  return seconds > 0 ? seconds : undefined;
}
