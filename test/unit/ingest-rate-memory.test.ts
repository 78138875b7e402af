import { describe, expect, it } from 'vitest';
import { rememberRefusals } from '@services/ingest/caches.js';
import type { RateDecision, RateWindow, SubmissionRateLimiter } from '@shared/domain/submission-rate-limit.js';

/** A table stand-in: counts its calls and refuses with the given decision once `limit` submissions were taken. */
function countingLimiter(limit: number, retryAfterSeconds: number) {
  const taken = new Map<string, number>();
  const limiter: SubmissionRateLimiter & { calls: number } = {
    calls: 0,
    async take(scope, submitter): Promise<RateDecision> {
      limiter.calls++;
      const key = `${scope}/${submitter}`;
      const count = taken.get(key) ?? 0;
      if (count >= limit) return { allowed: false, retryAfterSeconds };
      taken.set(key, count + 1);
      return { allowed: true };
    },
  };
  return limiter;
}

const windows: RateWindow[] = [{ limit: 2, seconds: 60 }];
const t0 = 1_800_000_000_000;

describe('remembered rate-limit refusals (a warm ingest function)', () => {
  it('answers a refused submitter from memory until a second before Retry-After, then asks the table again', async () => {
    const table = countingLimiter(2, 30);
    const limiter = rememberRefusals(table, { ttlMs: 5000 });
    expect(await limiter.take('frm_a', '198.51.100.7', windows, t0)).toEqual({ allowed: true });
    expect(await limiter.take('frm_a', '198.51.100.7', windows, t0)).toEqual({ allowed: true });
    expect(await limiter.take('frm_a', '198.51.100.7', windows, t0)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(table.calls).toBe(3);

    expect(limiter.knownRefusal('frm_a', '198.51.100.7', windows, t0 + 10_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 19,
    });
    expect(await limiter.take('frm_a', '198.51.100.7', windows, t0 + 28_500)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(table.calls).toBe(3);
    // Other submitters and other forms are not affected.
    expect(limiter.knownRefusal('frm_a', '198.51.100.8', windows, t0)).toBeUndefined();
    expect(limiter.knownRefusal('frm_b', '198.51.100.7', windows, t0)).toBeUndefined();
    // From (Retry-After − 1 s) on, the table decides again.
    expect(limiter.knownRefusal('frm_a', '198.51.100.7', windows, t0 + 29_000)).toBeUndefined();
    await limiter.take('frm_a', '198.51.100.7', windows, t0 + 29_000);
    expect(table.calls).toBe(4);
  });

  it('asks the table afresh once the form changes its windows', async () => {
    const table = countingLimiter(0, 600);
    const limiter = rememberRefusals(table, { ttlMs: 5000 });
    await limiter.take('frm_a', '198.51.100.7', windows, t0);
    expect(limiter.knownRefusal('frm_a', '198.51.100.7', windows, t0)).toBeDefined();
    expect(limiter.knownRefusal('frm_a', '198.51.100.7', [{ limit: 50, seconds: 60 }], t0)).toBeUndefined();
  });

  it('remembers nothing when the function caches nothing (INGEST_CACHE_SECONDS=0)', async () => {
    const table = countingLimiter(0, 600);
    const limiter = rememberRefusals(table, { ttlMs: 0 });
    await limiter.take('frm_a', '198.51.100.7', windows, t0);
    await limiter.take('frm_a', '198.51.100.7', windows, t0);
    expect(table.calls).toBe(2);
    expect(limiter.knownRefusal('frm_a', '198.51.100.7', windows, t0)).toBeUndefined();
  });

  it('keeps at most maxEntries submitters, forgetting the oldest first', async () => {
    const table = countingLimiter(0, 600);
    const limiter = rememberRefusals(table, { ttlMs: 5000, maxEntries: 3 });
    for (const ip of ['a', 'b', 'c', 'd']) await limiter.take('frm_a', ip, windows, t0);
    expect(limiter.knownRefusal('frm_a', 'a', windows, t0)).toBeUndefined();
    for (const ip of ['b', 'c', 'd']) expect(limiter.knownRefusal('frm_a', ip, windows, t0)).toBeDefined();
  });
});
