import { randomBytes } from 'node:crypto';
import { formKey, submissionKey } from '@shared/adapters/dynamo/keys.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchGetCommand, GetCommand, PutCommand } from '@shared/adapters/dynamo/commands.js';
import type { LocalApp } from '@local/app.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { submissionToItem } from '@shared/adapters/dynamo/submission-items.js';
import { buildPreview } from '@shared/domain/submission.js';
import { DependencyUnavailableError, PayloadTooLargeError } from '@shared/domain/errors.js';
import { submissionStore } from '@shared/adapters/dynamo/submissions.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm, COUNTS_SETTLE_MS, formCounters, submissionFor, trueCounters } from '@test/support/submissions.js';

/** The submission store's create path as ingest uses it (the API tests cover every other path through HTTP). */
let app: LocalApp;
let a: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  a = await createTestTenant(app, 'pro');
});
afterAll(() => app.stop());

describe('create', () => {
  it('stores any field names and values as sent, in order, and a retried create writes nothing', async () => {
    const formId = await createForm(app, a.fullKey);
    const deep = JSON.parse(`${'{"d":'.repeat(40)}1${'}'.repeat(40)}`);
    const fields = JSON.parse('{"z":"1","a":["x","y"],"__proto__":"p","":"empty","nested":{"":{"k":[1,null]}}}');
    fields.deep = deep;
    const s = submissionFor(a.tenantId, formId, { fields });
    expect(await app.deps.stores.submissions.create(s)).toBe('created');
    expect(await app.deps.stores.submissions.create(s)).toBe('exists');
    const back = await app.deps.stores.submissions.get(a.tenantId, formId, s.id);
    expect(back).toEqual(s);
    expect(Object.keys(back!.fields)).toEqual(['z', 'a', '__proto__', '', 'nested', 'deep']);
    expect(Object.getPrototypeOf(back!.fields)).toBe(Object.prototype);
    const page = await app.deps.stores.submissions.list(formId, 'all', 10);
    expect(Object.entries(page.items[0]!.preview)).toEqual([
      ['z', '1'],
      ['a', 'x, y'],
      ['__proto__', 'p'],
      ['', 'empty'],
      ['nested', '{"":{"k":[1,null]}}'],
    ]);
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 1, unread: 1 });
  });

  it('cuts the preview to five fields of 120 characters', async () => {
    const formId = await createForm(app, a.fullKey);
    const fields = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`f${i}`, i === 0 ? 'x'.repeat(500) : i === 1 ? '' : `v${i}`]),
    );
    await app.deps.stores.submissions.create(submissionFor(a.tenantId, formId, { fields }));
    const [item] = (await app.deps.stores.submissions.list(formId, 'all', 1)).items;
    expect(Object.keys(item!.preview)).toEqual(['f0', 'f2', 'f3', 'f4', 'f5']);
    expect(item!.preview.f0).toHaveLength(120);
  });

  it('refuses a submission over the item size limit with payload_too_large, writing nothing', async () => {
    const formId = await createForm(app, a.fullKey);
    // Random text: even compressed, over DynamoDB's 400 KB.
    const fields = { big: randomBytes(450_000).toString('base64') };
    await expect(
      app.deps.stores.submissions.create(submissionFor(a.tenantId, formId, { fields })),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 0, unread: 0 });
  });

  it('writes extra transaction items atomically: a failing one leaves nothing behind', async () => {
    const formId = await createForm(app, a.fullKey);
    const failing = {
      ConditionCheck: { Key: formKey(a.tenantId, formId), ConditionExpression: 'attribute_not_exists(PK)' },
    };
    const s = submissionFor(a.tenantId, formId);
    await expect(app.deps.stores.submissions.create(s, { extraWrites: [failing] })).rejects.toThrow();
    expect(await app.deps.stores.submissions.get(a.tenantId, formId, s.id)).toBeUndefined();
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 0, unread: 0 });
  });

  it('keeps the form counters exact under 50 concurrent creates on one form', async () => {
    const formId = await createForm(app, a.fullKey);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => app.deps.stores.submissions.create(submissionFor(a.tenantId, formId))),
    );
    expect(results.every((r) => r === 'created')).toBe(true);
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 50, unread: 50 });
    expect(await trueCounters(app, a.tenantId, formId)).toEqual({ stored: 50, unread: 50 });
  });
});

describe('a compact item', () => {
  it('stores a short contact form in one write unit: no preview, no default-valued attributes', async () => {
    const formId = await createForm(app, a.fullKey);
    const fields = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'A quote for 40 mugs, please. '.repeat(8),
    };
    const s = submissionFor(a.tenantId, formId, {
      fields,
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0',
    });
    const table = { client: dynamoDocumentClient(), name: app.config.tableName };
    const { ConsumedCapacity } = await table.client.send(
      new PutCommand({ TableName: table.name, Item: submissionToItem(s), ReturnConsumedCapacity: 'INDEXES' }),
    );
    expect(ConsumedCapacity?.Table?.CapacityUnits).toBe(1);
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: submissionKey(formId, s.id) }),
    );
    expect([Item!.preview, Item!.starred, Item!.locked, Item!.files, Item!.spam_reasons]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // Read back whole, and listed with the preview built from the fields.
    expect(await app.deps.stores.submissions.get(a.tenantId, formId, s.id)).toEqual(s);
    const [listed] = (await app.deps.stores.submissions.list(formId, 'received', 1)).items;
    expect(listed!.preview).toEqual(buildPreview(fields));
    expect([listed!.starred, listed!.locked, listed!.files, listed!.spamReasons]).toEqual([false, false, [], []]);
  });

  it('lists an item stored with a preview (as items were once written) like any other', async () => {
    const formId = await createForm(app, a.fullKey);
    const s = submissionFor(a.tenantId, formId, { starred: true });
    const older = { ...submissionToItem(s), preview: [['name', 'Ada']], starred: true, files: [], spam_reasons: [] };
    const table = { client: dynamoDocumentClient(), name: app.config.tableName };
    await table.client.send(new PutCommand({ TableName: table.name, Item: older }));
    const [listed] = (await app.deps.stores.submissions.list(formId, 'all', 1)).items;
    expect([listed!.id, listed!.starred, listed!.preview]).toEqual([s.id, true, buildPreview(s.fields)]);
  });
});

describe("received and all: read from the form's partition, not the status index", () => {
  const raw = () => ({ client: dynamoDocumentClient(), name: app.config.tableName });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  /** Every page of a list, following the cursors: the ids and each page's size. */
  const allPages = async (
    store: ReturnType<typeof submissionStore>,
    formId: string,
    filter: 'received' | 'all' | 'spam' | 'trash',
    limit: number,
  ) => {
    const ids: string[] = [];
    const sizes: number[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 200; pages++) {
      const page = await store.list(formId, filter, limit, after);
      ids.push(...page.items.map((s) => s.id));
      sizes.push(page.items.length);
      if (!page.nextAfter) return { ids, sizes };
      after = page.nextAfter;
    }
    throw new Error('no last page after 200');
  };
  let formId: string;
  const byStatus: Record<'received' | 'spam' | 'trash' | 'archived', string[]> = {
    received: [],
    spam: [],
    trash: [],
    archived: [],
  };

  // Oldest first: a received one, a flood of 120 spam, a received one, a trashed and an archived one, 60 spam, and
  // the newest received one.
  beforeAll(async () => {
    formId = await createForm(app, a.fullKey);
    const plan: ('received' | 'spam' | 'trash' | 'archived')[] = [
      'received',
      ...Array<'spam'>(120).fill('spam'),
      'received',
      'trash',
      'archived',
      ...Array<'spam'>(60).fill('spam'),
      'received',
    ];
    const all = plan.map((kind, i) =>
      submissionFor(a.tenantId, formId, {
        createdAt: minutesAgo(plan.length - i),
        status: kind === 'spam' ? 'spam' : kind === 'archived' ? 'archived' : 'received',
        deletedAt: kind === 'trash' ? minutesAgo(1) : null,
      }),
    );
    for (let i = 0; i < all.length; i += 20)
      await Promise.all(all.slice(i, i + 20).map((s) => app.deps.stores.submissions.create(s)));
    all.forEach((s, i) => byStatus[plan[i]!].unshift(s.id));
  });

  it('keeps received submissions out of GSI4 and the others in it', async () => {
    const keys = async (id: string) => {
      const { Item } = await raw().client.send(
        new GetCommand({ TableName: raw().name, Key: submissionKey(formId, id) }),
      );
      return [Item!.GSI4PK, Item!.GSI4SK];
    };
    expect(await keys(byStatus.received[0]!)).toEqual([undefined, undefined]);
    expect(await keys(byStatus.spam[0]!)).toEqual([`FORM#${formId}#S#spam`, byStatus.spam[0]]);
    expect(await keys(byStatus.trash[0]!)).toEqual([`FORM#${formId}#S#trash`, byStatus.trash[0]]);
  });

  it('lists received and all newest first through a spam flood, whatever the page size', async () => {
    const store = app.deps.stores.submissions;
    const everything = [...byStatus.received, ...byStatus.spam, ...byStatus.archived].sort().reverse();
    for (const limit of [1, 2, 3, 100]) {
      expect((await allPages(store, formId, 'received', limit)).ids, `received ${limit}`).toEqual(byStatus.received);
      expect((await allPages(store, formId, 'all', limit)).ids, `all ${limit}`).toEqual(everything);
    }
    expect(await allPages(store, formId, 'received', 3)).toEqual({ ids: byStatus.received, sizes: [3] });
    expect((await allPages(store, formId, 'spam', 50)).ids).toEqual(byStatus.spam);
    expect((await allPages(store, formId, 'trash', 50)).ids).toEqual(byStatus.trash);
  });

  it('ends a received page short, with a cursor where it stopped, once it has read as far as it may', async () => {
    const bounded = submissionStore(app.deps.stores.table, { itemsPerRequest: 20, requestsPerPage: 2 });
    const { ids, sizes } = await allPages(bounded, formId, 'received', 2);
    expect(ids).toEqual(byStatus.received);
    expect(sizes).toContain(0);
    // 186 items at most 20 + 3 per page: never fewer than 8 pages, never a page over its limit.
    expect(sizes.length).toBeGreaterThanOrEqual(8);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2);
    // A changed submission moves in or out of the lists at once (the base table is read strongly consistent).
    await bounded.apply(a.tenantId, formId, [byStatus.spam[0]!], () => ({
      kind: 'update',
      set: { status: 'received' },
    }));
    expect((await bounded.list(formId, 'received', 2)).items.map((s) => s.id)).toEqual([
      byStatus.received[0],
      byStatus.spam[0],
    ]);
    const moved = await raw().client.send(
      new GetCommand({ TableName: raw().name, Key: submissionKey(formId, byStatus.spam[0]!) }),
    );
    expect(moved.Item!.GSI4PK).toBeUndefined();
  });
});

describe('getEach (the delivery functions read their batch with it)', () => {
  /**
   * The table as DynamoDB answers under throttling: a BatchGetItem processes only `served` keys of a request and
   * hands the rest back as UnprocessedKeys.
   */
  const throttledTable = (served: (keys: number) => number) => {
    const client = dynamoDocumentClient();
    const requests: number[] = [];
    const send = async (command: { input: unknown }) => {
      if (!(command instanceof BatchGetCommand)) return client.send(command as never);
      const [name, request] = Object.entries(command.input.RequestItems!)[0]!;
      const keys = request.Keys!;
      requests.push(keys.length);
      const kept = keys.slice(0, served(keys.length));
      const answer =
        kept.length > 0
          ? await client.send(new BatchGetCommand({ RequestItems: { [name]: { ...request, Keys: kept } } }))
          : { Responses: { [name]: [] } };
      const rest = keys.slice(kept.length);
      return { ...answer, UnprocessedKeys: rest.length > 0 ? { [name]: { ...request, Keys: rest } } : {} };
    };
    return { table: { client: { send } as unknown as typeof client, name: app.config.tableName }, requests };
  };

  it('reads submissions of several forms in one request, in the order asked, each only for its own tenant', async () => {
    const [f1, f2] = [await createForm(app, a.fullKey), await createForm(app, a.fullKey)];
    const [s1, s2] = [submissionFor(a.tenantId, f1), submissionFor(a.tenantId, f2)];
    await Promise.all([s1, s2].map((s) => app.deps.stores.submissions.create(s)));
    const { table, requests } = throttledTable((n) => n);
    const refs = [
      { tenantId: a.tenantId, formId: f2, id: s2.id },
      { tenantId: a.tenantId, formId: f1, id: 'sub_missing' },
      { tenantId: 'ten_other', formId: f1, id: s1.id },
      { tenantId: a.tenantId, formId: f1, id: s1.id },
      { tenantId: a.tenantId, formId: f2, id: s2.id },
    ];
    expect(await submissionStore(table).getEach(refs)).toEqual([s2, undefined, undefined, s1, s2]);
    expect(requests).toEqual([3]); // one request, each distinct key once
  });

  it('asks again for the keys DynamoDB left unprocessed, and gives up with a retry-later error', async () => {
    const formId = await createForm(app, a.fullKey);
    const stored = Array.from({ length: 5 }, () => submissionFor(a.tenantId, formId));
    await Promise.all(stored.map((s) => app.deps.stores.submissions.create(s)));
    const refs = stored.map((s) => ({ tenantId: a.tenantId, formId, id: s.id }));

    const slow = throttledTable((n) => Math.min(n, 2));
    expect(await submissionStore(slow.table).getEach(refs)).toEqual(stored);
    expect(slow.requests).toEqual([5, 3, 1]);

    const stuck = throttledTable((n) => (n === 5 ? 3 : 0));
    await expect(submissionStore(stuck.table).getEach(refs)).rejects.toBeInstanceOf(DependencyUnavailableError);
    expect(stuck.requests).toEqual([5, ...Array.from({ length: 9 }, () => 2)]);
  }, 20_000);
});
