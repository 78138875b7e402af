import { BatchWriteCommand } from '@shared/adapters/dynamo/commands.js';
import { ulid } from 'ulid';
import { startLocalApp, type LocalApp } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { SEARCH_READ, submissionSearch, type SearchBounds } from '@shared/adapters/dynamo/submission-search.js';
import { searchIndex } from '@shared/adapters/dynamo/search-index-writer.js';
import { backfillSearchIndex } from '@shared/adapters/dynamo/search-index-backfill.js';
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
 * (every page followed to the end: the whole form read), with latency and DynamoDB read units, first reading the
 * submissions (no search index, the plain search), then through the form's search index once it is built (its
 * parts, size and write units shown). Then, same run and straight on the store (no HTTP), the full first page of the
 * rare-word search by each way of reading, without a page budget: newest first in one Query stream (the reference),
 * the plain search's slices, slices of ~4,000, and the search index.
 */
export const TOTAL = 100_000;
const RARE_EVERY = 1000;
const RUNS = 7;
const DAY = 86_400_000;

const MESSAGE =
  'Hello, I would like to know more about your services and pricing for a small team. We are based in Lisbon and ' +
  'need something that works with our existing website. Could someone get back to me this week? Thanks a lot.';

const WORDS = (
  'the be to of and a in that have it for not on with he as you do at this but his by from they we say her she or ' +
  'an will my one all would there their what so up out if about who get which go me when make can like time no just ' +
  'him know take people into year your good some could them see other than then now look only come its over think ' +
  'also back after use two how our work first well way even new want because any these give day most us order ' +
  'price team website account invoice delivery booking meeting question project support payment refund address ' +
  'week month tomorrow morning office please thanks hello regards help need call email phone quote service small ' +
  'large company client product issue problem update change cancel schedule available information details request'
).split(' ');

/** A visitor's message of 20–60 common words, different in each submission (compresses like real messages). */
function variedMessage(i: number): string {
  let x = i * 2654435761;
  const next = () => (x = (x * 1103515245 + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: 20 + Math.floor(next() * 40) }, () => WORDS[Math.floor(WORDS.length * next() ** 1.5)]!)
    .join(' ')
    .concat(` ${Math.floor(next() * 1e6)}.`);
}

function submissionAt(
  tenantId: string,
  formId: string,
  i: number,
  now: number,
  total = TOTAL,
  varied = false,
): Submission {
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
      message: `${varied ? variedMessage(i) : MESSAGE}${i === 0 ? ' Oldestword' : ''}${word}`,
    },
    submitterEmail: `visitor${i}@example.com`,
    submitterIp: '203.0.113.7',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    acceptLanguage: 'en-US,en;q=0.9',
    spamScore: 0.05,
  });
}

/**
 * Stores the bench form's submissions (100,000 unless told; each message the same text but for the rare word, or
 * `varied`) (BatchWriteItem, 4 at once); returns the mean item size.
 */
export async function seedForm(app: LocalApp, tenantId: string, formId: string, total = TOTAL, varied = false) {
  const client = dynamoDocumentClient();
  const now = Date.now();
  const items = Array.from({ length: total }, (_, i) =>
    submissionToItem(submissionAt(tenantId, formId, i, now, total, varied)),
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

    let searched = form.id;
    const get = async (query: string) => {
      const res = await fetch(`${app.baseUrl}/v1/forms/${searched}/submissions?${query}`, {
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
    await firstPage('search q=zephyrine, no index (reading submissions)', 'q=zephyrine&limit=25');

    // The form's search index, as the stream consumer would have built it submission by submission (same packing).
    const index = searchIndex(app.runtime.table);
    const building = performance.now();
    const built = await meter.measure(() => backfillSearchIndex(app.runtime.table, index, form.id));
    let parts = 0;
    let entries = 0;
    let partBytes = 0;
    for await (const part of index.partsDown(form.id, `${ID_PREFIXES.submission}_~`, '', 500)) {
      parts++;
      entries += part.entries.length;
      partBytes += part.bytes;
    }
    console.log(
      `Search index built in ${((performance.now() - building) / 1000).toFixed(0)} s: ${parts.toLocaleString('en')} parts, ${(entries / parts).toFixed(1)} submissions and ${(partBytes / parts).toFixed(0)} B a part, ${built.wcu.toFixed(0)} WCU (${(built.wcu / TOTAL).toFixed(3)} a submission)`,
    );
    await firstPage('search q=zephyrine (1 in 1,000 match), index', 'q=zephyrine&limit=25');
    await firstPage(
      'search q=zephyrine&status=inbox&has_files=false, index',
      'q=zephyrine&status=inbox&has_files=false&limit=25',
    );
    await firstPage('search field=name&field_value=nobody (no match), index', 'field=name&field_value=nobody&limit=25');

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
    const ways: [string, ReturnType<typeof submissionSearch>][] = [
      ...designs.map(([label, bounds]): [string, ReturnType<typeof submissionSearch>] => [
        label,
        submissionSearch(app.runtime.table, bounds),
      ]),
      ['the search index (as shipped)', submissionStore(app.runtime.table).search],
    ];
    for (const [label, search] of ways) {
      const store = { search };
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

    // Messages that differ from one submission to the next pack fewer a part: the first page of the rare search again
    // on a form of 30,000 such submissions (the first page reads ~25,000 either way).
    const varied = await fetch(`${app.baseUrl}/v1/forms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${full.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Varied form' }),
    }).then((res) => res.json() as Promise<{ id: string }>);
    const variedBytes = await seedForm(app, tenant.id, varied.id, 30_000, true);
    searched = varied.id;
    console.log(`Varied messages: 30,000 submissions (mean item ${variedBytes.toFixed(0)} B)`);
    await firstPage('search q=zephyrine, no index (reading submissions)', 'q=zephyrine&limit=25');
    const variedBuilt = await meter.measure(() => backfillSearchIndex(app.runtime.table, index, varied.id));
    let variedParts = 0;
    for await (const _part of index.partsDown(varied.id, `${ID_PREFIXES.submission}_~`, '', 500)) variedParts++;
    console.log(
      `Search index: ${variedParts.toLocaleString('en')} parts, ${(30_000 / variedParts).toFixed(1)} submissions a part, ${variedBuilt.wcu.toFixed(0)} WCU`,
    );
    await firstPage('search q=zephyrine (1 in 1,000 match), index', 'q=zephyrine&limit=25');
  } finally {
    await app.stop();
    await emulators.stop();
  }
}
