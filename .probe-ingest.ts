import { startLocalApp } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { spamJudge } from '@shared/adapters/spam-judge.js';
import { blockListStore } from '@shared/adapters/dynamo/blocklists.js';
import { submitterHistoryReader } from '@shared/adapters/dynamo/submitter-history.js';
import { rateLimitStore } from '@shared/adapters/dynamo/rate-limits.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';

const t: Record<string, number[]> = {};
const timed = <A extends unknown[], R>(name: string, f: (...a: A) => Promise<R>) => async (...a: A) => { const s = performance.now(); try { return await f(...a); } finally { (t[name] ??= []).push(performance.now() - s); } };
const em = await startEmulators(); useEndpoints(em.endpoints);
const prefix = `probe-${Date.now().toString(36)}`;
// build the app first to get config for the table name
let app = await startLocalApp({ prefix, quiet: true, pollers: false, sweepIntervalMs: 0, ingestCacheMs: 5000 });
const table = { client: dynamoDocumentClient(), name: app.config.tableName };
const blocks = blockListStore(table); const hist = submitterHistoryReader(table); const rl = rateLimitStore(table);
const judge = spamJudge(app.config, table, { blocks: { forForm: timed('blocks', blocks.forForm) }, history: { recent: timed('history', hist.recent) } });
await app.stop();
app = await startLocalApp({ prefix, quiet: true, pollers: false, sweepIntervalMs: 0, ingestCacheMs: 5000, ingest: { spam: { judge: timed('judge', judge.judge) }, rateLimits: { take: timed('rate', rl.take) } } });
const ports = { ...app.deps.stores, now: app.deps.now };
const tenant = await createTenant(ports, { name: 'B', plan: 'enterprise', ownerEmail: 'b@example.com' });
const { token } = await issueCredential(ports, { tenantId: tenant.id, kind: 'api_key', name: 'b', scope: 'full' });
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const form = await (await fetch(`${app.baseUrl}/v1/forms`, { method: 'POST', headers, body: JSON.stringify({ name: 'B' }) })).json() as any;
await fetch(`${app.baseUrl}/v1/forms/${form.id}`, { method: 'PATCH', headers, body: JSON.stringify({ settings: { rate_limit: { limit: 1e6, window_seconds: 30, burst: 1e6, burst_window_seconds: 600 } } }) });
const MESSAGE = 'Hello! I would like a quote for 40 custom mugs with our logo, delivered to Lyon before the end of next month.';
const post = async (i: number) => { const s = performance.now(); const r = await fetch(`${app.baseUrl}/f/${form.public_slug}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ name: `V ${i}`, email: `visitor${i}@example.com`, company: 'Acme', message: MESSAGE }) }); await r.arrayBuffer(); (t.total ??= []).push(performance.now() - s); };
for (let i = 0; i < 100; i++) await post(i);
for (const k of Object.keys(t)) t[k] = [];
for (let i = 100; i < 300; i++) await post(i);
for (const [k, v] of Object.entries(t)) { v.sort((a, b) => a - b); console.log(k.padEnd(10), 'p50', v[Math.floor(v.length / 2)]!.toFixed(2), 'p90', v[Math.floor(v.length * 0.9)]!.toFixed(2)); }
// scoring CPU
const { scoreSubmission } = await import('@shared/domain/spam/scoring.js');
const { readSpamSettings } = await import('@shared/domain/spam/strictness.js');
const s = performance.now();
for (let i = 0; i < 200; i++) scoreSubmission({ tenantId: 't', formId: 'f', fields: { name: 'V', email: 'v@example.com', company: 'Acme', message: MESSAGE }, reserved: {}, submitterEmail: 'v@example.com', submitterIp: '1.2.3.4', headers: {}, receivedAt: Date.now(), allowedOrigins: [], history: { spam: 0, ham: 0, verified: 0 } } as any, readSpamSettings({}));
console.log('score cpu ms/op', ((performance.now() - s) / 200).toFixed(3));
await app.stop(); await em.stop(); process.exit(0);
