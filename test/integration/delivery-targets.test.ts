import { describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand } from '@shared/adapters/dynamo/commands.js';
import { formTargetsKey, subscribersKey } from '@shared/adapters/dynamo/keys.js';
import { queueBatchScope } from '@shared/adapters/dynamo/queue-batch.js';
import type { DeliveryMessage, DeliveryQueue } from '@shared/domain/delivery/deliveries.js';
import type { SubmissionEvent } from '@shared/domain/events.js';
import { newId } from '@shared/domain/ids.js';
import type { Integration } from '@shared/domain/integrations/types.js';
import { client, type TestTenant } from '@test/support/app.js';
import { bridgeIntegration } from '@test/support/bridge-integration.js';
import { deliveryScene, type DeliveryScene } from '@test/support/delivery-batches.js';

/**
 * Fan-out reads a form's targets (its endpoints and integrations that may deliver) and whether the organization has
 * members who asked for every submission from one item each, written in the same transaction as every change of
 * what they summarize: each change below is followed by a fan-out that must see it.
 */
let app: DeliveryScene['app'];
let a: TestTenant;
let h: DeliveryScene['h'];
let b: DeliveryScene['b'];
const receivers = deliveryScene((scene) => {
  ({ app, tenant: a, h, b } = scene);
});

/** The target keys fan-out queues messages for, for one `submission.created` event of a new submission. */
async function fannedOutTo(formId: string, overrides: Parameters<DeliveryScene['b']['stored']>[1] = {}) {
  const event: SubmissionEvent = await b.stored(formId, overrides);
  const sent: DeliveryMessage[] = [];
  const queue: DeliveryQueue = {
    enqueue: async (messages) => void sent.push(...messages),
    retryAfter: async () => undefined,
  };
  const response = await b.run(b.handlers(app.deps.stores, queue).fanOut, [b.asRecord(event, 'm0')]);
  expect(response.batchItemFailures).toEqual([]);
  return sent.map((m) => m.target_key).sort();
}

const item = async (key: Record<string, unknown>) => {
  const { table } = app.deps.stores;
  return (await table.client.send(new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true }))).Item;
};

/** The DynamoDB operations sent from inside a queue batch's handling meanwhile. */
async function operationsOf(work: () => Promise<unknown>) {
  const operations: string[] = [];
  const remove = app.deps.stores.table.client.intercept(async (call, next) => {
    if (queueBatchScope()) operations.push(call.operation);
    return next();
  });
  try {
    await work();
  } finally {
    remove();
  }
  return operations;
}

const integrationOf = (formId: string, changes: Partial<Integration> = {}) =>
  bridgeIntegration(a.tenantId, formId, changes);

describe("a form's delivery targets item", () => {
  it('follows every endpoint change: create, update, disable, delete; fan-out reads it with the submissions', async () => {
    const r = await receivers.start();
    const hook = await h.formWithWebhook(r);
    const key = `webhook:${hook.webhookId}`;
    expect(await fannedOutTo(hook.formId)).toEqual([key]);
    const stored = await item(formTargetsKey(hook.formId));
    expect(stored).toMatchObject({ complete: true, [key]: { events: ['submission.created'], include_spam: false } });
    expect(JSON.stringify(stored)).not.toContain('whsec_');

    // Built: the event's reads are the batch's one BatchGetItem, no Query.
    expect(await operationsOf(() => fannedOutTo(hook.formId))).toEqual(['BatchGetItem']);

    const patch = (body: Record<string, unknown>) =>
      h.call('PATCH', `/v1/webhooks/${hook.webhookId}`, { token: a.fullKey, body }).then((res) => {
        expect(res.status, res.text).toBe(200);
      });
    await patch({ events: ['submission.deleted'] });
    expect(await fannedOutTo(hook.formId)).toEqual([]);
    await patch({ events: ['submission.created'], include_spam: true });
    expect(await fannedOutTo(hook.formId, { status: 'spam' })).toEqual([key]);
    await patch({ enabled: false });
    expect(await fannedOutTo(hook.formId)).toEqual([]);
    await patch({ enabled: true });
    expect(await fannedOutTo(hook.formId)).toEqual([key]);

    const second = await h.addWebhook(hook.formId, r);
    expect(await fannedOutTo(hook.formId)).toEqual([key, `webhook:${second.webhookId}`].sort());
    // The pipeline's own disable (an endpoint answering 410 Gone).
    await app.deps.stores.webhooks.disable(hook.formId, hook.webhookId, 'answered 410 Gone', new Date().toISOString());
    expect(await fannedOutTo(hook.formId)).toEqual([`webhook:${second.webhookId}`]);
    const removed = await h.call('DELETE', `/v1/webhooks/${second.webhookId}`, { token: a.fullKey });
    expect(removed.status, removed.text).toBe(204);
    expect(await fannedOutTo(hook.formId)).toEqual([]);
    expect(Object.keys((await item(formTargetsKey(hook.formId)))!).filter((k) => k.startsWith('webhook:'))).toEqual([]);
  });

  it('follows every integration change: create, pause, resume, a health the pipeline records, delete', async () => {
    const r = await receivers.start();
    const { formId, webhookId } = await h.formWithWebhook(r);
    await h.call('DELETE', `/v1/webhooks/${webhookId}`, { token: a.fullKey });
    const stores = app.deps.stores;
    const created = integrationOf(formId);
    expect(await stores.integrations.create(created)).toBe(true);
    const key = `integration:${created.id}`;
    expect(await fannedOutTo(formId)).toEqual([key]);

    const paused = { ...created, enabled: false };
    expect(await stores.integrations.save(created, paused)).toBe(true);
    expect(await fannedOutTo(formId)).toEqual([]);
    const resumed = { ...paused, enabled: true, version: 2 };
    expect(await stores.integrations.save({ ...paused, version: 2 }, resumed)).toBe(true);
    expect(await fannedOutTo(formId)).toEqual([key]);
    // A success changes nothing fan-out reads; an error the destination reported stops it until an owner saves.
    await stores.integrations.recordOutcome(formId, created.id, { lastDeliveryAt: new Date().toISOString() });
    expect(await fannedOutTo(formId)).toEqual([key]);
    await stores.integrations.recordOutcome(formId, created.id, { health: 'error' });
    expect(await fannedOutTo(formId)).toEqual([]);
    const current = (await stores.integrations.get(formId, created.id))!;
    expect(await stores.integrations.save(current, { ...current, health: 'active' })).toBe(true);
    expect(await fannedOutTo(formId)).toEqual([key]);
    // A stale save is refused whole: the targets keep what the stored integration says.
    expect(await stores.integrations.save(current, { ...current, enabled: false })).toBe(false);
    expect(await fannedOutTo(formId)).toEqual([key]);
    // A bridge past its lifetime stops by itself: the entry keeps its creation time, the reader knows the time.
    const expired = integrationOf(formId, { createdAt: new Date(Date.now() - 15 * 86_400_000).toISOString() });
    expect(await stores.integrations.create(expired)).toBe(true);
    expect(await fannedOutTo(formId)).toEqual([key]);
    expect(await stores.integrations.delete((await stores.integrations.get(formId, created.id))!)).toBe(true);
    expect(await fannedOutTo(formId)).toEqual([]);
  });

  it("follows the members' notification choice: opting in, out, and a subscriber's removal", async () => {
    const r = await receivers.start();
    const { formId, webhookId } = await h.formWithWebhook(r);
    await h.call('DELETE', `/v1/webhooks/${webhookId}`, { token: a.fullKey });
    const memberships = app.deps.stores.memberships;
    // The test tenant's owner and a viewer who opts in; the form (created with an API key) notifies nobody itself.
    const userId = newId('user');
    await memberships.add({
      tenantId: a.tenantId,
      userId,
      email: 'viewer@example.com',
      role: 'viewer',
      joinedAt: new Date().toISOString(),
    });
    const ownerEmail = `owner_email:${formId}`;
    expect(await fannedOutTo(formId)).toEqual([]);
    expect(await item(subscribersKey(a.tenantId))).toMatchObject({ complete: true });

    expect(await memberships.setNotifySubmissions(a.tenantId, userId, true)).toBe(true);
    expect(await fannedOutTo(formId)).toEqual([ownerEmail]);
    expect(await memberships.setNotifySubmissions(a.tenantId, userId, false)).toBe(true);
    expect(await fannedOutTo(formId)).toEqual([]);
    expect(await memberships.setNotifySubmissions(a.tenantId, userId, true)).toBe(true);
    expect(await fannedOutTo(formId)).toEqual([ownerEmail]);
    expect(await memberships.remove(a.tenantId, userId, 'viewer')).toBe('done');
    expect(await fannedOutTo(formId)).toEqual([]);
    // A member added with the choice made.
    const reader = newId('user');
    await memberships.add({
      tenantId: a.tenantId,
      userId: reader,
      email: 'reader@example.com',
      role: 'viewer',
      joinedAt: new Date().toISOString(),
      notifySubmissions: true,
    });
    expect(await fannedOutTo(formId)).toEqual([ownerEmail]);
    // No such member: nothing written.
    expect(await memberships.setNotifySubmissions(a.tenantId, newId('user'), true)).toBe(false);
    expect(await memberships.remove(a.tenantId, reader, 'viewer')).toBe('done');
    expect(await fannedOutTo(formId)).toEqual([]);
  });

  it('a form stored before the item (none, or one a later change began) is read from its sources and built once', async () => {
    const r = await receivers.start();
    const hook = await h.formWithWebhook(r);
    const table = app.deps.stores.table;
    const drop = () =>
      table.client.send(new DeleteCommand({ TableName: table.name, Key: formTargetsKey(hook.formId) }));
    await drop();
    const key = `webhook:${hook.webhookId}`;
    const first = await operationsOf(async () => expect(await fannedOutTo(hook.formId)).toEqual([key]));
    expect(first).toContain('Query');
    expect(await item(formTargetsKey(hook.formId))).toMatchObject({ complete: true, [key]: {} });
    expect(await operationsOf(() => fannedOutTo(hook.formId))).not.toContain('Query');

    // An endpoint stored before, and a second one whose create began the item: the first must not be lost.
    await drop();
    const second = await h.addWebhook(hook.formId, r);
    expect(await item(formTargetsKey(hook.formId))).not.toHaveProperty('complete');
    expect(await fannedOutTo(hook.formId)).toEqual([key, `webhook:${second.webhookId}`].sort());
    expect(await item(formTargetsKey(hook.formId))).toMatchObject({ complete: true, [key]: {} });
  });

  it('a change between the first read and its build leaves the item unbuilt; the next read sees the change', async () => {
    const r = await receivers.start();
    const hook = await h.formWithWebhook(r);
    const table = app.deps.stores.table;
    await table.client.send(new DeleteCommand({ TableName: table.name, Key: formTargetsKey(hook.formId) }));
    // The endpoint is disabled while fan-out Queries the sources (after its read of the item).
    let changed = false;
    const remove = table.client.intercept(async (call, next) => {
      const answer = await next();
      const pk = (call.input as { ExpressionAttributeValues?: Record<string, unknown> }).ExpressionAttributeValues?.[
        ':pk'
      ];
      if (call.operation === 'Query' && pk === formTargetsKey(hook.formId).PK && !changed) {
        changed = true;
        await app.deps.stores.webhooks.disable(hook.formId, hook.webhookId, 'test', new Date().toISOString());
      }
      return answer;
    });
    try {
      await fannedOutTo(hook.formId);
    } finally {
      remove();
    }
    expect(changed).toBe(true);
    expect(await item(formTargetsKey(hook.formId))).not.toHaveProperty('complete');
    expect(await fannedOutTo(hook.formId)).toEqual([]);
    expect(await item(formTargetsKey(hook.formId))).toMatchObject({ complete: true });
  });

  it('a form moved to trash keeps its targets (its endpoints stay, as before)', async () => {
    const r = await receivers.start();
    const hook = await h.formWithWebhook(r);
    expect(await fannedOutTo(hook.formId)).toEqual([`webhook:${hook.webhookId}`]);
    const trashed = await client(app.baseUrl)('DELETE', `/v1/forms/${hook.formId}`, { token: a.fullKey });
    expect(trashed.status, trashed.text).toBe(204);
    const fromSources = (await app.deps.stores.webhooks.listForForm(hook.formId)).map((e) => `webhook:${e.id}`);
    expect(await fannedOutTo(hook.formId)).toEqual(fromSources);
  });
});
