import { StandardRetryStrategy } from '@smithy/core/retry';
import type { RetryErrorInfo, RetryStrategyV2, StandardRetryToken } from '@smithy/types';
import { describe, expect, it } from 'vitest';
import { PerRequestRetryStrategy } from '@shared/adapters/retry-per-request.js';

const throttledError: RetryErrorInfo = { errorType: 'THROTTLING' };

/** 150 requests each throttled once, at the same time: what an instance of a hot form's ingest meets. */
async function throttleMany(strategy: RetryStrategyV2, requests = 150): Promise<number> {
  const refused = await Promise.all(
    Array.from({ length: requests }, async () => {
      const token = (await strategy.acquireInitialRetryToken('dynamodb')) as StandardRetryToken;
      return strategy.refreshRetryTokenForRetry(token, throttledError).then(
        () => 0,
        () => 1,
      );
    }),
  );
  return refused.reduce<number>((a, b) => a + b, 0);
}

describe('retries per request', () => {
  it('the SDK default stops retrying every request once throttling spent its shared quota', async () => {
    expect(await throttleMany(new StandardRetryStrategy(10))).toBeGreaterThan(0);
  });

  it('keeps retrying each throttled request however many others were throttled before', async () => {
    expect(await throttleMany(new PerRequestRetryStrategy({ throttled: 10, failing: 3 }))).toBe(0);
  });

  it('gives a failing service fewer attempts than a throttled key', async () => {
    const strategy = new PerRequestRetryStrategy({ throttled: 4, failing: 2 });
    const failing = await strategy.acquireInitialRetryToken('dynamodb');
    const retried = await strategy.refreshRetryTokenForRetry(failing, { errorType: 'TRANSIENT' });
    await expect(strategy.refreshRetryTokenForRetry(retried, { errorType: 'TRANSIENT' })).rejects.toThrow();
    let throttled = await strategy.acquireInitialRetryToken('dynamodb');
    throttled = await strategy.refreshRetryTokenForRetry(throttled, { errorType: 'TRANSIENT' });
    for (let i = 0; i < 2; i++) throttled = await strategy.refreshRetryTokenForRetry(throttled, throttledError);
    await expect(strategy.refreshRetryTokenForRetry(throttled, throttledError)).rejects.toThrow();
  });

  it('starts no retry past its deadline, and waits no backoff beyond it', async () => {
    let now = 0;
    const clock = { deadlineMs: 8000, now: () => now };
    const strategy = new PerRequestRetryStrategy({ throttled: 10, failing: 5, ...clock });
    let hung = await strategy.acquireInitialRetryToken('dynamodb');
    now = 4000; // the first attempt timed out
    hung = await strategy.refreshRetryTokenForRetry(hung, { errorType: 'TRANSIENT' });
    now = 8100; // so did the second
    await expect(strategy.refreshRetryTokenForRetry(hung, { errorType: 'TRANSIENT' })).rejects.toThrow(/deadline/);

    const throttledFor = new PerRequestRetryStrategy({ throttled: 10, failing: 5, deadlineMs: 300 });
    const started = Date.now();
    let throttled = await throttledFor.acquireInitialRetryToken('dynamodb');
    let retries = 0;
    const retryUntilRefused = async (): Promise<void> => {
      throttled = await throttledFor.refreshRetryTokenForRetry(throttled, throttledError);
      retries++;
      return retryUntilRefused();
    };
    await expect(retryUntilRefused()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(retries).toBeGreaterThan(0);
  });

  it('backs off from a fixed base when asked to (the SDK waits up to 500 ms after a first throttle)', async () => {
    const strategy = new PerRequestRetryStrategy({ throttled: 10, failing: 5, baseDelayMs: 1 });
    const started = Date.now();
    let token = await strategy.acquireInitialRetryToken('dynamodb');
    for (let i = 0; i < 5; i++) token = await strategy.refreshRetryTokenForRetry(token, throttledError);
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('does not retry what is not retryable', async () => {
    const strategy = new PerRequestRetryStrategy({ throttled: 10, failing: 3 });
    const token = await strategy.acquireInitialRetryToken('dynamodb');
    await expect(strategy.refreshRetryTokenForRetry(token, { errorType: 'CLIENT_ERROR' })).rejects.toThrow();
  });
});
