import type { ReviewModel } from '@shared/domain/spam/final-verdict.js';
import { randomBytes } from 'node:crypto';
import type { Endpoints } from '@local/emulators.js';
import { useEndpoints } from '@local/emulators.js';
import { startLocalApp, type LocalApp, type LocalAppOptions } from '@local/app.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import type { PlanName } from '@shared/domain/plans.js';

export const testEndpoints = (): Endpoints => {
  const raw = process.env.TEST_ENDPOINTS;
  if (!raw) throw new Error('TEST_ENDPOINTS is not set: run tests through vitest (global setup starts the stand-ins)');
  const { perWorker, ...endpoints } = JSON.parse(raw) as Endpoints & { perWorker?: Endpoints[] };
  // This worker's own stand-ins (global-setup.ts); a process outside the pool uses the first.
  const worker = Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1);
  return perWorker?.length ? perWorker[worker % perWorker.length]! : endpoints;
};

/**
 * A local deployment with its own table, queues and bucket on the shared stand-ins (or on `endpoints` of its own). The
 * API rate limit is lifted (tests fire bursts of calls with one key) unless a test sets its own.
 */
/** A review model that finds no text spam. */
const AGREES_WITH_INGEST: ReviewModel = { probabilities: async (texts) => texts.map(() => 0) };

export async function startTestApp(
  options: Partial<LocalAppOptions> & { endpoints?: Partial<Endpoints> } = {},
): Promise<LocalApp> {
  useEndpoints({ ...testEndpoints(), ...options.endpoints });
  // A test that decides spam with its own judge gets a second stage that agrees with it (finds nothing more), so its
  // verdicts stay the ones it chose; the second stage itself is tested in spam-review.test.ts.
  const spamReview = options.ingest?.spam ? { model: AGREES_WITH_INGEST, ...options.spamReview } : options.spamReview;
  return startLocalApp({
    prefix: `t${randomBytes(4).toString('hex')}`,
    quiet: true,
    ...options,
    spamReview,
    config: { apiRateLimit: { perSecond: 10_000, burst: 10_000 }, ...options.config },
  });
}

export interface TestTenant {
  tenantId: string;
  fullKey: string;
  readKey: string;
  session: string;
}

/** Creates a tenant with a full key, a read key and a session, as the admin command line would. */
export async function createTestTenant(
  app: LocalApp,
  plan: PlanName = 'free',
  ownerEmail = 'owner@example.com',
): Promise<TestTenant> {
  const ports = { ...app.deps.stores, now: app.deps.now };
  const tenant = await createTenant(ports, { name: `Tenant ${randomBytes(2).toString('hex')}`, plan, ownerEmail });
  const issue = (kind: 'api_key' | 'session', scope: 'read' | 'full') =>
    issueCredential(ports, { tenantId: tenant.id, kind, name: `${kind} ${scope}`, scope }).then((r) => r.token);
  return {
    tenantId: tenant.id,
    fullKey: await issue('api_key', 'full'),
    readKey: await issue('api_key', 'read'),
    session: await issue('session', 'full'),
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A small JSON client for tests: returns status, headers and the parsed body. */
export function client(baseUrl: string) {
  return async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, body: json, text };
  };
}
