import type { FormStore } from '@shared/domain/form.js';
import type { BlockListStore } from '@shared/domain/spam/blocklists.js';
import type { Tenant } from '@shared/domain/tenant.js';
import type { RateWindow, SubmissionRateLimiter } from '@shared/domain/submission-rate-limit.js';
import { noFullShards, type FullShards, type PlaceClaim } from '@shared/domain/plan-places.js';
import type { UsageCounter, UsageStore } from '@shared/domain/usage.js';
import type { RememberingRateLimiter, UsageForecast } from './ports.js';

/**
 * Short-lived, per-process caches in front of the reads every submission needs, so a warm function answering a
 * busy form spends its round trips on writes. With `ttlMs` 0 every read goes to the table.
 *
 * - forms by slug: form changes (settings, origins, deactivation) reach the public endpoint within `ttlMs` (the
 *   slug index itself is eventually consistent). Unknown slugs are never cached, so a new form works at once.
 * - tenants: a plan change applies within `ttlMs`, and so does a tenant's first remembered campaign (its mark).
 * - block lists (per form, tenant-wide entries included): an entry the owner adds or removes applies within `ttlMs`.
 * - usage: a prediction only. The count is cached and advanced by this process's own writes once they are stored
 *   (`counted`), so it never exceeds the truth within a period: "over the limit" is always right, and the plan's
 *   places (`plan-places.ts`) decide exactly below it.
 * - full place shards: skipped without a write.
 */
export interface CacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  until: number;
}

/** A bounded TTL map: the oldest entry goes when full. */
function ttlMap<V>(options: CacheOptions) {
  const entries = new Map<string, Entry<V>>();
  const now = options.now ?? Date.now;
  const max = options.maxEntries ?? 500;
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      return hit && hit.until > now() ? hit.value : undefined;
    },
    set(key: string, value: V, ttlMs = options.ttlMs): void {
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: now() + ttlMs });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    /** Replaces a live entry's value, keeping its expiry. */
    update(key: string, change: (value: V) => V): void {
      const hit = entries.get(key);
      if (hit) hit.value = change(hit.value);
    },
  };
}

/**
 * A read through the cache: a hit answers from memory; a miss reads and keeps the answer, except answers `keep`
 * refuses (lookups that found nothing, so what is created shows at once) and failures. Reads of one key in flight
 * at once share one request.
 */
function readThrough<A extends unknown[], V>(
  read: (...args: A) => Promise<V>,
  keyOf: (...args: A) => string,
  options: CacheOptions,
  keep: (value: V) => boolean = () => true,
): (...args: A) => Promise<V> {
  const cache = ttlMap<Promise<V>>(options);
  return async (...args) => {
    const key = keyOf(...args);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const reading = read(...args);
    cache.set(key, reading);
    try {
      const value = await reading;
      if (!keep(value)) cache.delete(key);
      return value;
    } catch (error) {
      cache.delete(key);
      throw error;
    }
  };
}

const found = (value: unknown) => Boolean(value);

/** Caches positive slug lookups. */
export function cachedForms(forms: Pick<FormStore, 'getBySlug'>, options: CacheOptions): Pick<FormStore, 'getBySlug'> {
  if (options.ttlMs <= 0) return forms;
  return {
    getBySlug: readThrough(
      (slug: string) => forms.getBySlug(slug),
      (slug) => slug,
      options,
      found,
    ),
  };
}

/** Caches tenants (their plan and campaign mark). */
export function cachedTenants<T = Tenant>(
  tenants: { get(id: string): Promise<T | undefined> },
  options: CacheOptions,
): { get(id: string): Promise<T | undefined> } {
  if (options.ttlMs <= 0) return tenants;
  return {
    get: readThrough(
      (id: string) => tenants.get(id),
      (id) => id,
      options,
      found,
    ),
  };
}

export type PredictedUsage = Pick<UsageStore, 'get'> & UsageForecast;

/** Predicts usage from a cached counter advanced by this process's own stored submissions. */
export function predictedUsage(usage: Pick<UsageStore, 'get'>, options: CacheOptions): PredictedUsage {
  if (options.ttlMs <= 0) return { get: (tenantId, period) => usage.get(tenantId, period), counted: () => undefined };
  const cache = ttlMap<UsageCounter>(options);
  const key = (tenantId: string, period: string) => `${tenantId}#${period}`;
  return {
    async get(tenantId, period) {
      const hit = cache.get(key(tenantId, period));
      if (hit) return hit;
      const counter = await usage.get(tenantId, period);
      cache.set(key(tenantId, period), counter);
      return counter;
    },
    counted(tenantId, period, written) {
      cache.update(key(tenantId, period), (c) => ({
        ...c,
        submissions: c.submissions + 1,
        unlocked: c.unlocked + (written.locked ? 0 : 1),
      }));
    },
  };
}

/**
 * Place shards found full, per tenant, period and limit. A shard's places only grow within a period (a plan change
 * is another limit, so other keys), so a full shard stays full: a warm function walks past it without a write.
 */
export function rememberedFullShards(options: CacheOptions): FullShards {
  if (options.ttlMs <= 0) return noFullShards;
  const full = ttlMap<true>(options);
  const key = (c: Pick<PlaceClaim, 'tenantId' | 'period' | 'limit'>, shard: number) =>
    `${c.tenantId}#${c.period}#${c.limit}#${shard}`;
  return {
    has: (claim, shard) => full.get(key(claim, shard)) === true,
    add: (claim, shard) => full.set(key(claim, shard), true),
  };
}

/** Caches the block lists that apply to a form (the spam stage reads them on every submission). */
export function cachedBlockLists(
  blocks: Pick<BlockListStore, 'forForm'>,
  options: CacheOptions,
): Pick<BlockListStore, 'forForm'> {
  if (options.ttlMs <= 0) return blocks;
  const read = (tenantId: string, formId: string) => blocks.forForm(tenantId, formId);
  return { forForm: readThrough(read, (tenantId, formId) => `${tenantId}#${formId}`, options) };
}

/**
 * Remembers the refusals the shared counters answered until their `Retry-After` moment. A window's count only grows
 * until it ends, so until then the table would refuse again: a warm function answers a flood from one submitter
 * from memory, with no write and, in `submit`, no event. Keyed by the windows too, so a changed rate-limit setting
 * asks the table afresh.
 */
export function rememberRefusals(limiter: SubmissionRateLimiter, options: CacheOptions): RememberingRateLimiter {
  /** Until when (epoch ms) each refused submitter stays refused. */
  const refusedUntil = ttlMap<number>(options);
  const keyOf = (scope: string, submitter: string, windows: readonly RateWindow[]) =>
    `${scope}\n${submitter}\n${JSON.stringify(windows)}`;
  const knownRefusal = (scope: string, submitter: string, windows: readonly RateWindow[], now: number) => {
    const until = refusedUntil.get(keyOf(scope, submitter, windows)) ?? 0;
    return until > now ? { allowed: false as const, retryAfterSeconds: Math.ceil((until - now) / 1000) } : undefined;
  };
  return {
    knownRefusal,
    async take(scope, submitter, windows, now) {
      const known = knownRefusal(scope, submitter, windows, now);
      if (known) return known;
      const decision = await limiter.take(scope, submitter, windows, now);
      // `Retry-After` is rounded up to whole seconds: remember a second less, so memory never outlasts the window.
      const remember = decision.allowed ? 0 : (decision.retryAfterSeconds - 1) * 1000;
      if (remember > 0 && options.ttlMs > 0)
        refusedUntil.set(keyOf(scope, submitter, windows), now + remember, remember);
      return decision;
    },
  };
}
