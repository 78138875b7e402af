import { MAXIMUM_RETRY_DELAY, StandardRetryStrategy } from '@smithy/core/retry';
import type { RetryErrorInfo, RetryStrategyV2, StandardRetryToken } from '@smithy/types';

/**
 * Attempts per request when the service throttles (a hot key), and when it fails otherwise (5xx, timeouts); the
 * time after which no retry starts, however many attempts are left; and the backoff's base delay (the SDK's: 500 ms
 * after a throttle, 100 ms otherwise).
 */
export interface RetryAttempts {
  throttled: number;
  failing: number;
  deadlineMs?: number;
  baseDelayMs?: number;
  now?: () => number;
}

/** One request's retries: its own standard strategy (and quota), how many were for failures, and when it began. */
interface Chain {
  strategy: StandardRetryStrategy;
  failures: number;
  startedAt: number;
}

/**
 * The SDK's standard retries (classification, backoff with jitter, Retry-After hints) with these changes.
 * - The retry quota is kept per request, not per process. The standard strategy shares one bucket of 500 tokens per
 *   client and stops retrying anything once it is spent (5 per throttle, 14 per 5xx); under a hot form's sustained
 *   throttling a long-lived instance spends it and then answers visitors 503 on the first throttle.
 * - Failures (5xx, timeouts) are capped apart from throttles: a throttled key clears within a few backoffs, while a
 *   service that is down should be reported (503) before the function times out.
 * - A deadline: no retry starts past `deadlineMs` from the first attempt, and no backoff waits beyond it. Ten
 *   throttles with backoffs of up to 20 s would otherwise outlast the function, whose timeout the visitor sees as a
 *   500 instead of a 503 with Retry-After.
 * - An optional base delay for every backoff (`baseDelayMs`).
 */
export class PerRequestRetryStrategy implements RetryStrategyV2 {
  private readonly chains = new WeakMap<StandardRetryToken, Chain>();

  constructor(private readonly attempts: RetryAttempts) {}

  async acquireInitialRetryToken(scope: string): Promise<StandardRetryToken> {
    const chain = this.newChain();
    return this.owned(chain, await chain.strategy.acquireInitialRetryToken(scope));
  }

  async refreshRetryTokenForRetry(token: StandardRetryToken, errorInfo: RetryErrorInfo): Promise<StandardRetryToken> {
    const chain = this.chains.get(token) ?? this.newChain();
    if (errorInfo.errorType !== 'THROTTLING' && ++chain.failures >= this.attempts.failing)
      throw new Error('No retry token available');
    if (this.now() - chain.startedAt >= this.deadlineMs) throw new Error('No retry after the deadline');
    return this.owned(chain, await chain.strategy.refreshRetryTokenForRetry(token, errorInfo));
  }

  recordSuccess(token: StandardRetryToken): void {
    this.chains.get(token)?.strategy.recordSuccess(token);
  }

  private now(): number {
    return (this.attempts.now ?? Date.now)();
  }

  private newChain(): Chain {
    const startedAt = this.now();
    const backoff = new BackoffUntil(() => startedAt + this.deadlineMs - this.now(), this.attempts.baseDelayMs);
    return {
      strategy: new StandardRetryStrategy({ maxAttempts: this.attempts.throttled, backoff }),
      failures: 0,
      startedAt,
    };
  }

  private get deadlineMs(): number {
    return this.attempts.deadlineMs ?? Infinity;
  }

  private owned(chain: Chain, token: StandardRetryToken): StandardRetryToken {
    this.chains.set(token, chain);
    return token;
  }
}

/**
 * The SDK's exponential backoff with full jitter (`DefaultRetryBackoffStrategy`), never waiting past `remainingMs`;
 * `fixedBase` replaces the base the strategy sets per error type.
 */
class BackoffUntil {
  private base = 100;

  constructor(
    private readonly remainingMs: () => number,
    private readonly fixedBase?: number,
  ) {}

  computeNextBackoffDelay(retries: number): number {
    const delay = Math.floor(Math.random() * Math.min(this.base * 2 ** retries, MAXIMUM_RETRY_DELAY));
    return Math.max(0, Math.min(delay, this.remainingMs()));
  }

  setDelayBase(delay: number): void {
    this.base = this.fixedBase ?? delay;
  }
}
