import { startLocalApp } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { ingestDeps } from '@services/ingest/deps.js';
import { createIngestHandler } from '@services/ingest/app.js';
import { silentLogger } from '@shared/http/log.js';

const emulators = await startEmulators();
useEndpoints(emulators.endpoints);
const app = await startLocalApp({ prefix: `probe3-${Date.now().toString(36)}`, quiet: true, pollers: false, sweepIntervalMs: 0 });
const ports = { ...app.deps.stores, now: app.deps.now };
const tenant = await createTenant(ports, { name: 'Bench', plan: 'enterprise', ownerEmail: 'bench@example.com' });
const { token } = await issueCredential(ports, { tenantId: tenant.id, kind: 'api_key', name: 'bench', scope: 'full' });
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const form = (await (await fetch(`${app.baseUrl}/v1/forms`, { method: 'POST', headers, body: JSON.stringify({ name: 'Bench form' }) })).json()) as any;
await fetch(`${app.baseUrl}/v1/forms/${form.id}`, { method: 'PATCH', headers, body: JSON.stringify({ settings: { rate_limit: { disabled: true } } }) });
const stats = new Map<string, number[]>();
const wrap = <T extends object>(name: string, obj: T): T => new Proxy(obj, { get(t, p) { const v = (t as any)[p]; if (typeof v !== 'function') return v; return async (...a: unknown[]) => { const s = performance.now(); try { return await v.apply(t, a); } finally { const k = `${name}.${String(p)}`; (stats.get(k) ?? stats.set(k, []).get(k)!).push(performance.now() - s); } }; } });
const base = ingestDeps(app.config, app.deps.stores.table, { logger: silentLogger }, { cacheMs: 5000 });
const deps = { ...base, forms: wrap('forms', base.forms), tenants: wrap('tenants', base.tenants), usage: { ...wrap('usage', base.usage), countWrite: base.usage.countWrite }, rateLimits: wrap('rl', base.rateLimits), submissions: wrap('subs', base.submissions), events: wrap('events', base.events), spam: wrap('spam', base.spam) };
const handler = createIngestHandler(deps);
const total: number[] = [];
for (let i = 0; i < 300; i++) {
  const event = { version: '2.0', rawPath: `/f/${form.public_slug}`, rawQueryString: '', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ name: 'x', email: `v${i}@example.com`, message: 'hello there' }), isBase64Encoded: false, requestContext: { http: { method: 'POST', sourceIp: '1.2.3.4' }, requestId: String(i), timeEpoch: Date.now() } } as any;
  const s = performance.now();
  const r = await handler(event, {} as any);
  if (r.statusCode !== 201) console.log(r);
  total.push(performance.now() - s);
}
const p50 = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!.toFixed(2);
console.log('handler total p50', p50(total));
for (const [k, v] of stats) console.log(k.padEnd(24), 'p50', p50(v), 'n', v.length);
await app.stop();
await emulators.stop();
process.exit(0);
