import { startLocalApp } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { installMeter } from './support/meter.js';
import { seedForm, TOTAL } from './search.js';

/** `EXPORT_BENCH_ROWS=20000 npm run bench -- exports` runs a smaller form (seeding 100,000 takes minutes here). */
const ROWS = Number(process.env.EXPORT_BENCH_ROWS) || TOTAL;

/**
 * Submission exports on the server: the search bench's form of 100,000 contact-form submissions (~0.9 KB items),
 * exported whole through the API and the exports queue as `npm start` runs them (one run, 8 MiB parts to the S3
 * stand-in), in each format, with a status filter in CSV. Measured: wall time from the request to `done`, rows per
 * second, the file's size and the DynamoDB read units (CSV reads the matching submissions twice: columns, then rows).
 */
export async function run(): Promise<void> {
  const emulators = await startEmulators();
  useEndpoints(emulators.endpoints);
  const meter = installMeter();
  const app = await startLocalApp({
    prefix: `bench-exports-${Date.now().toString(36)}`,
    pollers: ['exportJob'],
    tableStream: false,
    sweepIntervalMs: 0,
    quiet: true,
  });
  try {
    const ports = { ...app.deps.stores, now: app.deps.now };
    const tenant = await createTenant(ports, { name: 'Bench', plan: 'enterprise', ownerEmail: 'owner@example.com' });
    const { token } = await issueCredential(ports, { tenantId: tenant.id, kind: 'api_key', name: 'f', scope: 'full' });
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${app.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // DynamoDB Local under load answers late; the API then says 503, and a reader tries again, as the client does.
      if (res.status === 503 && method === 'GET') {
        await new Promise((r) => setTimeout(r, 1000));
        return call(method, path, body);
      }
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown> & { id: string };
    };
    const form = await call('POST', '/v1/forms', { name: 'Busy form' });
    const seeding = performance.now();
    const bytes = await seedForm(app, tenant.id, form.id, ROWS);
    console.log(
      `Seeded ${ROWS.toLocaleString('en')} submissions (mean item ${bytes.toFixed(0)} B) in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );

    console.log('Whole-form exports, request to done (machine shared with other work):');
    for (const request of [
      { format: 'csv', status: 'all' },
      { format: 'csv', status: 'inbox', q: 'lisbon' },
      { format: 'json', status: 'all' },
      { format: 'ndjson', status: 'all' },
    ]) {
      const started = performance.now();
      let job: Record<string, unknown> = {};
      const tally = await meter.measure(async () => {
        job = await call('POST', `/v1/forms/${form.id}/exports`, request);
        while (job.status === 'queued' || job.status === 'running') {
          await new Promise((r) => setTimeout(r, 200));
          job = await call('GET', `/v1/forms/${form.id}/exports/${String(job.id)}`);
        }
      });
      const seconds = (performance.now() - started) / 1000;
      const rows = Number(job.rows_done);
      const mb = Number(job.bytes) / 1024 / 1024;
      console.log(
        `  ${JSON.stringify(request).padEnd(48)} ${String(job.status).padEnd(6)} ${rows.toLocaleString('en').padStart(8)} rows  ${seconds.toFixed(1).padStart(6)} s  ${Math.round(
          rows / seconds,
        )
          .toLocaleString('en')
          .padStart(7)} rows/s  ${mb.toFixed(1).padStart(6)} MB  ${tally.rcu.toFixed(0).padStart(7)} RCU`,
      );
    }
  } finally {
    await app.stop();
    await emulators.stop();
  }
}
