import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { startLocalApp, type LocalApp } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { SEARCH_READ, type SearchBounds } from '@shared/adapters/dynamo/submission-search.js';
import { submissionToItem } from '@shared/adapters/dynamo/submission-items.js';
import { submissionStore } from '@shared/adapters/dynamo/submissions.js';
import { searchFromQuery } from '@shared/domain/submission-search.js';
import { ID_PREFIXES } from '@shared/domain/ids.js';
import { newSubmission, type Submission } from '@shared/domain/submission.js';
import { itemSize } from './support/item-size.js';
import { percentile } from './support/load.js';
import { installMeter, type Tally } from './support/meter.js';

/**
 * Search on the server: a form of 100,000 contact-form submissions (~0.9 KB items over 90 days), one in 1,000
 * holding a rare word. Measured through the API, same run: the first page of the plain list (the floor), the first
 * page of the rare-word search (25 matches: ~25,000 submissions read) and a word only the oldest submission holds
 * (every page followed to the end: the whole form read), with latency and DynamoDB read units. Then, same run and
 * straight on the store (no HTTP), the full first page of the rare-word search by each way of reading, without a
 * page budget: newest first in one Query stream (the reference), the shipped slices, and slices of ~4,000.
 */
export const TOTAL = 100_000;
const RARE_EVERY = 1000;
const RUNS = 7;
const DAY = 86_400_000;

const MESSAGE =
  'Hello, I would like to know more about your services and pricing for a small team. We are based in Lisbon and ' +
  'need something that works with our existing website. Could someone get back to me this week? Thanks a lot.';

function submissionAt(tenantId: string, formId: string, i: number, now: number, total = TOTAL): Submission {
  const at = now - Math.floor(((total - i) / total) * 90 * DAY);
  const createdAt = new Date(at).toISOString();
  const word = i % RARE_EVERY === 500 ? ' Zephyrine' : '';
  return newSubmission({
    id: `${ID_PREFIXES.submission}_${ulid(at).toLowerCase()}`,
    tenantId,
    formId,
    createdAt,
    fields: {
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      message: `${MESSAGE}${i === 0 ? ' Oldestword' : ''}${word}`,
    },
    submitterEmail: `visitor${i}@example.com`,
    submitterIp: '203.0.113.7',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    acceptLanguage: 'en-US,en;q=0.9',
    spamScore: 0.05,
  });
}

/** Stores the bench form's submissions (100,000 unless told) (BatchWriteItem, 4 at once); returns the mean item size. */
export async function seedForm(app: LocalApp, tenantId: string, formId: string, total = TOTAL) {
  const client = dynamoDocumentClient();
  const now = Date.now();
  const items = Array.from({ length: total }, (_, i) =>
    submissionToItem(submissionAt(tenantId, formId, i, now, total)),
  );
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let requests = chunks[next++]!.map((Item) => ({ PutRequest: { Item } }));
      while (requests.length > 0) {
        // DynamoDB Local on a loaded machine may miss the client's deadline: the same puts again (idempotent).
        const answer = await client
          .send(new BatchWriteCommand({ RequestItems: { [app.config.tableName]: requests } }))
          .catch(() => ({ UnprocessedItems: { [app.config.tableName]: requests } }));
        requests = (answer.UnprocessedItems?.[app.config.tableName] ?? []) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return items.reduce((n, item) => n + itemSize(item), 0) / items.length;
}

export async function run(): Promise<void> {
  // What is measured is reading, not the API's 3 s bound on a silent table: DynamoDB Local on a loaded machine stalls
  // for seconds at times, which would answer 503 (and throw in the store's own reads) mid-measure.
  process.env.SDK_SILENCE_TIMEOUT_MS ??= '20000';
  process.env.SDK_REQUEST_TIMEOUT_MS ??= '20000';
  const emulators = await startEmulators();
  useEndpoints(emulators.endpoints);
  const meter = installMeter();
  const app = await startLocalApp({
    prefix: `bench-search-${Date.now().toString(36)}`,
    pollers: false,
    tableStream: false,
    sweepIntervalMs: 0,
    quiet: true,
  });
  try {
    const ports = { ...app.deps.stores, now: app.deps.now };
    const tenant = await createTenant(ports, { name: 'Bench', plan: 'enterprise', ownerEmail: 'owner@example.com' });
    const { token } = await issueCredential(ports, { tenantId: tenant.id, kind: 'api_key', name: 'b', scope: 'read' });
    const full = await issueCredential(ports, { tenantId: tenant.id, kind: 'api_key', name: 'f', scope: 'full' });
    const created = await fetch(`${app.baseUrl}/v1/forms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${full.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Busy form' }),
    });
    const form = (await created.json()) as { id: string };
    const seeding = performance.now();
    const bytes = await seedForm(app, tenant.id, form.id);
    console.log(
      `Seeded ${TOTAL.toLocaleString('en')} submissions (mean item ${bytes.toFixed(0)} B) in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );

    const get = async (query: string) => {
      const res = await fetch(`${app.baseUrl}/v1/forms/${form.id}/submissions?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`GET answered ${res.status} ${await res.text()}`);
      return (await res.json()) as { items: unknown[]; next_cursor: string | null };
    };

    const firstPage = async (label: string, query: string) => {
      await get(query).catch(() => undefined); // warm
      const times: number[] = [];
      const tallies: Tally[] = [];
      const items: number[] = [];
      let failed = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        try {
          tallies.push(await meter.measure(async () => items.push((await get(query)).items.length)));
          times.push(performance.now() - started);
        } catch (error) {
          failed++;
          console.log(`    run ${i + 1}: ${(error as Error).message.slice(0, 120)}`);
        }
      }
      if (times.length === 0) return console.log(`  ${label.padEnd(58)} every run failed`);
      times.sort((x, y) => x - y);
      const rcu = tallies.map((t) => t.rcu).sort((x, y) => x - y)[Math.floor(tallies.length / 2)]!;
      console.log(
        `  ${label.padEnd(58)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms  p90 ${percentile(times, 90).toFixed(0).padStart(5)} ms  ${rcu.toFixed(0).padStart(6)} RCU  ${Math.min(...items)}–${Math.max(...items)} items${failed ? `  (${failed} of ${RUNS} runs failed)` : ''}`,
      );
    };

    console.log(`First page (limit 25) through the API, ${RUNS} runs each (machine shared with other work):`);
    await firstPage('plain list, status=all (floor)', 'limit=25');
    await firstPage('search q=zephyrine (1 in 1,000 match)', 'q=zephyrine&limit=25');
    await firstPage(
      'search q=zephyrine&status=inbox&has_files=false',
      'q=zephyrine&status=inbox&has_files=false&limit=25',
    );

    const unbounded = { itemsPerPage: Number.MAX_SAFE_INTEGER, millisPerPage: 120_000 };
    const designs: [string, SearchBounds][] = [
      [
        'newest first, one Query stream (reference)',
        {
          ...SEARCH_READ,
          ...unbounded,
          firstRoundItems: Number.MAX_SAFE_INTEGER,
          concurrency: 1,
          pagesPerSlice: Number.MAX_SAFE_INTEGER,
        },
      ],
      ['slices as shipped (600 submissions, 4 at once)', { ...SEARCH_READ, ...unbounded }],
      ['slices of 4,000 submissions, 4 at once', { ...SEARCH_READ, ...unbounded, sliceItems: 4000 }],
    ];
    console.log(`Full first page of q=zephyrine (limit 25) on the store, no page budget, ${RUNS} runs each:`);
    const rare = searchFromQuery({ status: 'all', q: 'zephyrine' });
    for (const [label, bounds] of designs) {
      const store = submissionStore(app.runtime.table, undefined, bounds);
      await store.search(form.id, rare, 25); // warm
      const times: number[] = [];
      const tallies: Tally[] = [];
      let items = 0;
      let scanned = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        tallies.push(
          await meter.measure(async () => {
            const page = await store.search(form.id, rare, 25);
            items = page.items.length;
            scanned = page.scanned;
          }),
        );
        times.push(performance.now() - started);
      }
      times.sort((x, y) => x - y);
      const rcu = tallies.map((t) => t.rcu).sort((x, y) => x - y)[Math.floor(tallies.length / 2)]!;
      console.log(
        `  ${label.padEnd(58)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms  p90 ${percentile(times, 90).toFixed(0).padStart(5)} ms  ${rcu.toFixed(0).padStart(6)} RCU  ${items} items, ${scanned.toLocaleString('en')} read`,
      );
    }

    // The whole form: a word only the oldest submission holds, every page followed.
    const started = performance.now();
    let pages = 0;
    let found = 0;
    let retried = 0;
    const whole = await meter.measure(async () => {
      let cursor: string | null = null;
      do {
        const query = `q=oldestword&limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        // DynamoDB Local on a loaded machine can stall past the API's 3 s silence bound: a 503 is retried, as a client would.
        const page: { items: unknown[]; next_cursor: string | null } = await get(query).catch(() => {
          retried++;
          return get(query);
        });
        pages++;
        found += page.items.length;
        cursor = page.next_cursor;
      } while (cursor);
    });
    console.log(
      `  ${'search q=oldestword (only the oldest; all pages followed)'.padEnd(58)} total ${(performance.now() - started).toFixed(0).padStart(5)} ms  ${whole.rcu.toFixed(0).padStart(6)} RCU  ${found} item(s) in ${pages} page(s)${retried ? `, ${retried} page(s) retried after a 503` : ''}`,
    );
  } finally {
    await app.stop();
    await emulators.stop();
  }
}
