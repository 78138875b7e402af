import { GetCommand, QueryCommand } from '@shared/adapters/dynamo/commands.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { deliveryIdFor, deliveryMessage, newDelivery, type AttemptRecord } from '@shared/domain/delivery/deliveries.js';
import { resourceTargetKey, type Delivery } from '@shared/domain/delivery/targets.js';
import { newId } from '@shared/domain/ids.js';
import { deliveryStore } from '@shared/adapters/dynamo/deliveries.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliveryHelpers } from '@test/support/delivery.js';
import { receiverPool } from '@test/support/webhook-receiver.js';

/**
 * A webhook's deliveries listed by status. Pending and delivered deliveries are not in the keys-only status index
 * (GSI4) and their lists read the webhook's own partition, so they must page like the other statuses: newest first,
 * whole pages, however the statuses are interleaved and however many deliveries one DynamoDB read covers.
 */
let app: LocalApp;
let a: TestTenant;
let h: ReturnType<typeof deliveryHelpers>;
const receivers = receiverPool();

beforeAll(async () => {
  // No pollers: the deliveries stay in the states the test writes, and a redelivered one stays pending.
  app = await startTestApp({ pollers: false });
  a = await createTestTenant(app);
  h = deliveryHelpers(app, a);
});
afterAll(async () => {
  await receivers.closeAll();
  await app.stop();
});

const deliveries = () => app.deps.stores.deliveries;
/** An hour ago: the events' times count up from here, one second apart, so ids sort as the events do. */
const T0 = Date.now() - 3_600_000;

/** A delivery of a new event to the webhook, stored untried (as one created before its first try). */
async function stored(hook: { formId: string; webhookId: string }, second: number): Promise<Delivery> {
  const targetKey = resourceTargetKey('webhook', hook.webhookId);
  const createdAt = new Date(T0 + second * 1000).toISOString();
  const eventId = newId('event', Date.parse(createdAt));
  const delivery = newDelivery(
    {
      id: deliveryIdFor(eventId, createdAt, targetKey),
      targetKey,
      kind: 'webhook',
      tenantId: a.tenantId,
      formId: hook.formId,
      eventId,
      eventType: 'submission.created',
      eventCreatedAt: createdAt,
      submissionId: newId('submission'),
      test: false,
    },
    new Date(createdAt),
  );
  expect(await deliveries().createOnce(delivery)).toEqual({ created: true });
  return delivery;
}

/** Try `attemptNo` of `d` as the attempt function records it. */
const tried = (d: Delivery, status: 'delivered' | 'failed', attemptNo = 1): AttemptRecord => {
  const at = new Date().toISOString();
  const delivered = status === 'delivered';
  return {
    attempt: {
      id: newId('attempt'),
      deliveryId: d.id,
      attemptNo,
      createdAt: at,
      statusCode: delivered ? 200 : 503,
      responseMs: 12,
      responseExcerpt: delivered ? 'ok' : 'busy',
      error: delivered ? null : 'endpoint answered HTTP 503',
    },
    status,
    nextAttemptAt: delivered ? null : new Date(Date.now() + 60_000).toISOString(),
  };
};

/** The SQS message id of a delivery's first chain of tries (its retries are receives of the same message). */
const messageIdOf = (d: Delivery) => `message-${d.id}`;

/** The first try without a claim (fan-out's message), recorded in one write. */
async function firstTry(d: Delivery, status: 'delivered' | 'failed') {
  const claim = { messageId: messageIdOf(d), generation: 0 };
  expect(await deliveries().recordFirstAttempt(d, tried(d, status), claim)).toBe(true);
}

/** A retry of the first message: claim, then record. */
async function claimedTry(d: Delivery, status: 'delivered' | 'failed') {
  const claimed = await deliveries().claimAttempt(deliveryMessage(d), {
    messageId: messageIdOf(d),
    maxChainAttempts: 4,
    at: new Date().toISOString(),
  });
  if (typeof claimed === 'string') throw new Error(`claim refused: ${claimed}`);
  await deliveries().recordAttempt(claimed, tried(claimed, status, claimed.attempts));
}

type Status = 'pending' | 'delivered' | 'failed' | 'dead';

/** Brings a stored delivery to `status` the way the pipeline does. */
async function bringTo(d: Delivery, status: Status, index: number) {
  if (status === 'pending') return;
  if (status === 'delivered') {
    // Some through the first-try write, the others through a failed first try and a claimed retry.
    if (index % 40 < 20) return firstTry(d, 'delivered');
    await firstTry(d, 'failed');
    return claimedTry(d, 'delivered');
  }
  await firstTry(d, 'failed');
  if (status === 'dead')
    expect(await deliveries().markDead(deliveryMessage(d), new Date().toISOString())).toBeDefined();
}

/** Every page of `?status=…&limit=…`, following the cursor: the ids in order and each page's size. */
async function allPages(webhookId: string, status: Status, limit: number) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await h.call(
      'GET',
      `/v1/webhooks/${webhookId}/deliveries?status=${status}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      { token: a.readKey },
    );
    expect(res.status, res.text).toBe(200);
    const page = res.body.deliveries as { id: string; status: string }[];
    expect(page.every((d) => d.status === status)).toBe(true);
    ids.push(...page.map((d) => d.id));
    sizes.push(page.length);
    cursor = res.body.next_cursor;
  } while (cursor);
  return { ids, sizes };
}

/** The GSI4 keys of a delivery's item (absent when it is not in the status index). */
async function statusIndexKeys(d: Delivery) {
  const { Item } = await app.deps.stores.table.client.send(
    new GetCommand({
      TableName: app.config.tableName,
      Key: { PK: `DELIVERY#${d.targetKey}`, SK: d.id },
      ConsistentRead: true,
    }),
  );
  expect(Item).toBeDefined();
  return { GSI4PK: Item!.GSI4PK, GSI4SK: Item!.GSI4SK };
}

/** What GSI4 lists under `<target>#<status>`. */
async function indexed(d: Delivery, status: Status) {
  const { Items = [] } = await app.deps.stores.table.client.send(
    new QueryCommand({
      TableName: app.config.tableName,
      IndexName: 'GSI4',
      KeyConditionExpression: 'GSI4PK = :pk',
      ExpressionAttributeValues: { ':pk': `DELIVERY#${d.targetKey}#${status}` },
    }),
  );
  return Items.map((item) => item.GSI4SK as string);
}

describe('a webhook with more deliveries than one read of its partition', () => {
  const COUNT = 130;
  /** Delivered ones are few and far apart (7 of 130, 5 of them among the newest 100); the rest interleave. */
  const statusOf = (i: number): Status =>
    i % 20 === 7 ? 'delivered' : i % 5 === 0 ? 'failed' : i % 9 === 0 ? 'dead' : 'pending';
  let webhookId: string;
  const expected: Record<Status, string[]> = { pending: [], delivered: [], failed: [], dead: [] };

  beforeAll(async () => {
    const hook = await h.formWithWebhook(await receivers.start());
    webhookId = hook.webhookId;
    const made: { d: Delivery; status: Status }[] = [];
    for (let i = 0; i < COUNT; i += 10) {
      made.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async (_, j) => {
            const status = statusOf(i + j);
            const d = await stored(hook, i + j);
            await bringTo(d, status, i + j);
            return { d, status };
          }),
        )),
      );
    }
    for (const { d, status } of made.reverse()) expected[status].push(d.id);
  }, 120_000);

  it('lists the delivered ones newest first, in whole pages, whatever the page size', async () => {
    expect(expected.delivered).toHaveLength(7);
    expect(await allPages(webhookId, 'delivered', 3)).toEqual({ ids: expected.delivered, sizes: [3, 3, 1] });
    // 7 asked for (6 and one more): the newest 100 hold 5 of them.
    expect(await allPages(webhookId, 'delivered', 6)).toEqual({ ids: expected.delivered, sizes: [6, 1] });
    expect(await allPages(webhookId, 'delivered', 7)).toEqual({ ids: expected.delivered, sizes: [7] });
    expect(await allPages(webhookId, 'delivered', 100)).toEqual({ ids: expected.delivered, sizes: [7] });
  });

  it('ends a page short, with a cursor where it stopped, once a page has read as far as it may', async () => {
    // 1 request per page of at most 10 items (the first request of a page asks for `limit + 1`, here 4): one in 20
    // is delivered.
    const bounded = deliveryStore(app.deps.stores.table, { itemsPerRequest: 10, requestsPerPage: 1 });
    const targetKey = resourceTargetKey('webhook', webhookId);
    const ids: string[] = [];
    const sizes: number[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const page = await bounded.list(targetKey, { status: 'delivered', limit: 3, ...(after ? { after } : {}) });
      expect(page.items.every((d) => d.status === 'delivered')).toBe(true);
      ids.push(...page.items.map((d) => d.id));
      sizes.push(page.items.length);
      if (!page.nextAfter) break;
      after = page.nextAfter;
    }
    expect(ids).toEqual(expected.delivered);
    expect(sizes.length).toBeGreaterThanOrEqual(Math.ceil(COUNT / 10));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1);
    expect(sizes).toContain(0);
  });

  it('lists the other statuses and all deliveries as before', async () => {
    for (const status of ['pending', 'failed', 'dead'] as const) {
      expect(expected[status].length, status).toBeGreaterThan(10);
      const { ids, sizes } = await allPages(webhookId, status, 10);
      expect(ids, status).toEqual(expected[status]);
      expect(sizes.slice(0, -1).every((size) => size === 10)).toBe(true);
    }
    const all = await h.deliveriesOf(webhookId, '?limit=100');
    expect(all.map((d) => d.id)).toEqual([...Object.values(expected).flat()].sort().reverse().slice(0, 100));
  });
});

describe('a delivered delivery', () => {
  it('is in the status index only while failed, whichever write delivered it; a redelivery lists it pending', async () => {
    const hook = await h.formWithWebhook(await receivers.start());
    const first = await stored(hook, 0);
    // Created pending: one write, no index entry.
    expect(await statusIndexKeys(first)).toEqual({ GSI4PK: undefined, GSI4SK: undefined });
    await firstTry(first, 'delivered');
    const retried = await stored(hook, 1);
    await firstTry(retried, 'failed');
    expect(await statusIndexKeys(retried)).toEqual({
      GSI4PK: `DELIVERY#${retried.targetKey}#failed`,
      GSI4SK: retried.id,
    });
    await claimedTry(retried, 'delivered');

    for (const d of [first, retried])
      expect(await statusIndexKeys(d)).toEqual({ GSI4PK: undefined, GSI4SK: undefined });
    expect(await indexed(first, 'delivered')).toEqual([]);
    expect(await indexed(first, 'failed')).toEqual([]);
    expect((await h.deliveriesOf(hook.webhookId, '?status=delivered')).map((d) => d.id)).toEqual([
      retried.id,
      first.id,
    ]);
    expect(await h.deliveriesOf(hook.webhookId, '?status=failed')).toEqual([]);

    const res = await h.call('POST', `/v1/webhooks/${hook.webhookId}/deliveries/${first.id}/redeliver`, {
      token: a.fullKey,
    });
    expect(res.status, res.text).toBe(202);
    expect(await statusIndexKeys(first)).toEqual({ GSI4PK: undefined, GSI4SK: undefined });
    const pending = await h.deliveriesOf(hook.webhookId, '?status=pending');
    expect(pending.map((d) => [d.id, d.status, d.attempts])).toEqual([[first.id, 'pending', 1]]);
    expect((await h.deliveriesOf(hook.webhookId, '?status=delivered')).map((d) => d.id)).toEqual([retried.id]);
  });
});
