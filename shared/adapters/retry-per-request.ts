import { StandardRetryStrategy } from '@smithy/core/retry';
import type { RetryErrorInfo, RetryStrategyV2, StandardRetryToken } from '@smithy/types';

/** Attempts per request when the service throttles (a hot key), and when it fails otherwise (5xx, timeouts). */
export interface RetryAttempts {
  throttled: number;
  failing: number;
}

/**
 * The SDK's standard retries (classification, backoff with jitter, Retry-After hints) with two changes.
 * - The retry quota is kept per request, not per process. The standard strategy shares one bucket of 500 tokens per
 *   client and stops retrying anything once it is spent (5 per throttle, 14 per 5xx); under a hot form's sustained
 *   throttling a long-lived instance spends it and then answers visitors 503 on the first throttle.
 * - Failures (5xx, timeouts) are capped apart from throttles: a throttled key clears within a few backoffs, while a
 *   service that is down should be reported (503) before the function times out.
 */
/** One request's retries: its own standard strategy (and quota), and how many of its retries were for failures. */
interface Chain {
  strategy: StandardRetryStrategy;
  failures: number;
}

export class PerRequestRetryStrategy implements RetryStrategyV2 {
  private readonly chains = new WeakMap<StandardRetryToken, Chain>();

  constructor(private readonly attempts: RetryAttempts) {}

  async acquireInitialRetryToken(scope: string): Promise<StandardRetryToken> {
    const chain = { strategy: new StandardRetryStrategy(this.attempts.throttled), failures: 0 };
    return this.owned(chain, await chain.strategy.acquireInitialRetryToken(scope));
  }

  async refreshRetryTokenForRetry(token: StandardRetryToken, errorInfo: RetryErrorInfo): Promise<StandardRetryToken> {
    const chain = this.chains.get(token) ?? {
      strategy: new StandardRetryStrategy(this.attempts.throttled),
      failures: 0,
    };
    if (errorInfo.errorType !== 'THROTTLING' && ++chain.failures >= this.attempts.failing)
      throw new Error('No retry token available');
    return this.owned(chain, await chain.strategy.refreshRetryTokenForRetry(token, errorInfo));
  }

  recordSuccess(token: StandardRetryToken): void {
    this.chains.get(token)?.strategy.recordSuccess(token);
  }

  private owned(chain: Chain, token: StandardRetryToken): StandardRetryToken {
    this.chains.set(token, chain);
    return token;
  }
}
