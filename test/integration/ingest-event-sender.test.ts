import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { sqsClient } from '@shared/adapters/aws-clients.js';
import { eventOutbox } from '@shared/adapters/dynamo/outbox.js';
import { createTestTenant, startTestApp } from '@test/support/app.js';
import { createForm, NO_RATE_LIMIT, postJson, receiveEvents } from './ingest-support.js';

/**
 * Ingest's own event sender (the SDK's SQS client, `services/ingest/deps.ts`) against the SQS stand-in, with no
 * publisher override: a submission's event reaches the queue, a transient refusal is retried by the client (the
 * event is not left waiting in the outbox for the sweeper), and a queue that refuses for good ends in the outbox.
 */
let app: LocalApp;
/** The next `busy` SendMessage calls answer 503 on the wire (under the client's retry and parsing). */
let busy = 0;
let sends = 0;
beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  sqsClient().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'SendMessageCommand') return next(args);
      sends++;
      if (busy > 0) {
        busy--;
        return {
          response: {
            statusCode: 503,
            headers: { 'content-type': 'application/x-amz-json-1.0' },
            body: Buffer.from(JSON.stringify({ __type: 'com.amazonaws.sqs#ServiceUnavailable', message: 'busy' })),
          },
          output: undefined,
        } as unknown as Awaited<ReturnType<typeof next>>;
      }
      return next(args);
    },
    { step: 'deserialize', priority: 'low', name: 'busyQueue' },
  );
});
afterAll(() => app.stop());

describe('ingest queues events with the SDK SQS client', () => {
  it('sends the submission event to the events queue', async () => {
    const tenant = await createTestTenant(app);
    const form = await createForm(app, tenant, NO_RATE_LIMIT);
    const res = await postJson(app, form.public_slug, { name: 'Ada' });
    expect(res.status).toBe(201);
    const [event] = await receiveEvents(app, (e) => e.submission_id === res.body.id, 1);
    expect(event).toMatchObject({ type: 'submission.created', form_id: form.id });
    expect(await eventOutbox(app.deps.stores.table).waiting(10)).toEqual([]);
  });

  it('retries a busy queue within the request: the event is queued at once, not parked', async () => {
    const tenant = await createTestTenant(app);
    const form = await createForm(app, tenant, NO_RATE_LIMIT);
    busy = 1;
    sends = 0;
    const res = await postJson(app, form.public_slug, { name: 'Grace' });
    expect(res.status).toBe(201);
    expect([busy, sends]).toEqual([0, 2]);
    expect(await receiveEvents(app, (e) => e.submission_id === res.body.id, 1)).toHaveLength(1);
    expect(await eventOutbox(app.deps.stores.table).waiting(10)).toEqual([]);
  });

  it('parks the event in the outbox when the queue refuses it, and still answers 201', async () => {
    const missing = `${app.config.eventsQueueUrl}-missing`;
    const broken = await startTestApp({ pollers: false, sweepIntervalMs: 0, config: { eventsQueueUrl: missing } });
    try {
      const tenant = await createTestTenant(broken);
      const form = await createForm(broken, tenant, NO_RATE_LIMIT);
      const res = await postJson(broken, form.public_slug, { name: 'Ada' });
      expect(res.status).toBe(201);
      const parked = await eventOutbox(broken.deps.stores.table).waiting(10);
      expect(parked.map((e) => e.submission_id)).toEqual([res.body.id]);
    } finally {
      await broken.stop();
    }
  });
});
