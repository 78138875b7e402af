import type { FormStore } from '@shared/domain/form.js';
import type { TenantStore } from '@shared/domain/tenant.js';
import type { UsageCounter, UsageStore } from '@shared/domain/usage.js';

/**
 * Short-lived, per-process caches in front of the reads every submission needs, so a warm function answering a
 * busy form spends its round trips on writes. With `ttlMs` 0 every read goes to the table.
 *
 * - forms by slug: form changes (settings, origins, deactivation) reach the public endpoint within `ttlMs` (the
 *   slug index itself is eventually consistent). Unknown slugs are never cached, so a new form works at once.
 * - tenants: a plan change applies within `ttlMs`.
 * - usage: a prediction only. The count is cached and advanced by this process's own writes; it never exceeds the
 *   truth within a period, so "over the limit" is always right, and the write's plan-limit condition makes
 *   "under the limit" exact (see `submit.ts`).
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
    set(key: string, value: V): void {
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: now() + options.ttlMs });
    },
    /** Replaces a live entry's value, keeping its expiry. */
    update(key: string, change: (value: V) => V): void {
      const hit = entries.get(key);
      if (hit) hit.value = change(hit.value);
    },
  };
}

/** Caches positive slug lookups. */
export function cachedForms(forms: Pick<FormStore, 'getBySlug'>, options: CacheOptions): Pick<FormStore, 'getBySlug'> {
  if (options.ttlMs <= 0) return forms;
  const cache = ttlMap<NonNullable<Awaited<ReturnType<FormStore['getBySlug']>>>>(options);
  return {
    async getBySlug(slug) {
      const hit = cache.get(slug);
      if (hit) return hit;
      const form = await forms.getBySlug(slug);
      if (form) cache.set(slug, form);
      return form;
    },
  };
}

/** Caches tenants (their plan). */
export function cachedTenants(tenants: Pick<TenantStore, 'get'>, options: CacheOptions): Pick<TenantStore, 'get'> {
  if (options.ttlMs <= 0) return tenants;
  const cache = ttlMap<NonNullable<Awaited<ReturnType<TenantStore['get']>>>>(options);
  return {
    async get(id) {
      const hit = cache.get(id);
      if (hit) return hit;
      const tenant = await tenants.get(id);
      if (tenant) cache.set(id, tenant);
      return tenant;
    },
  };
}

/** Predicts usage from a cached counter advanced by this process's own count writes. */
export function predictedUsage(usage: Pick<UsageStore, 'get' | 'countWrite'>, options: CacheOptions): Pick<UsageStore, 'get' | 'countWrite'> {
  if (options.ttlMs <= 0) return usage;
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
    countWrite(tenantId, period, options) {
      cache.update(key(tenantId, period), (c) => ({
        ...c,
        submissions: c.submissions + 1,
        throttled: c.throttled || options.throttle,
        notified80: c.notified80 || options.reached.includes(80),
        notified100: c.notified100 || options.reached.includes(100),
      }));
      return usage.countWrite(tenantId, period, options);
    },
  };
}
