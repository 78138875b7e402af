import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { sqsSender } from '@shared/adapters/aws-clients.js';
import { AwsJsonError } from '@shared/adapters/aws-json.js';
import { createTestTenant, startTestApp } from '@test/support/app.js';
import { createForm, NO_RATE_LIMIT, postJson, receiveEvents } from './ingest-support.js';

/**
 * The table-stream consumer's event sender (the SQS sender, `services/api/handlers/submission-stream.ts`) against the
 * SQS stand-in, with no publisher override: a stored submission's event reaches the queue, a send that fails (after
 * the sender's own retries, `test/unit/aws-json.test.ts`) is sent again by the stream and queued once, and while the
 * queue refuses for good the stream keeps the event until it can be queued. Ingest itself sends nothing.
 */
let app: LocalApp;
/** The next `busy` SendMessage calls fail as the sender fails once its retries are spent. */
let busy = 0;
let sends = 0;
beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  sqsSender().intercept(async (operation, input, next) => {
    if (operation !== 'SendMessage') return next(input);
    sends++;
    if (busy > 0) {
      busy--;
      throw new AwsJsonError(operation, 503, 'ServiceUnavailable', 'busy');
    }
    return next(input);
  });
});
afterAll(() => app.stop());

describe('the table stream announces stored submissions with the SQS sender', () => {
  it('sends the submission event to the events queue', async () => {
    const tenant = await createTestTenant(app);
    const form = await createForm(app, tenant, NO_RATE_LIMIT);
    sends = 0;
    const res = await postJson(app, form.public_slug, { name: 'Ada' });
    expect(res.status).toBe(201);
    const [event] = await receiveEvents(app, (e) => e.submission_id === res.body.id, 1);
    expect(event).toMatchObject({ type: 'submission.created', form_id: form.id });
    expect(sends).toBe(1);
  });

  it('sends again what a busy queue refused: the event is queued once', async () => {
    const tenant = await createTestTenant(app);
    const form = await createForm(app, tenant, NO_RATE_LIMIT);
    busy = 1;
    sends = 0;
    const res = await postJson(app, form.public_slug, { name: 'Grace' });
    expect(res.status).toBe(201);
    expect(await receiveEvents(app, (e) => e.submission_id === res.body.id, 1)).toHaveLength(1);
    expect([busy, sends]).toEqual([0, 2]);
  });

  it('keeps the event in the stream while the queue is down, and queues it once the queue is back', async () => {
    const tenant = await createTestTenant(app);
    const form = await createForm(app, tenant, NO_RATE_LIMIT);
    busy = 1_000_000;
    sends = 0;
    try {
      const res = await postJson(app, form.public_slug, { name: 'Ada' });
      expect(res.status).toBe(201);
      // Several stream polls while the queue answers 503.
      await waitFor(() => sends >= 6);
      expect(await receiveEvents(app, (e) => e.submission_id === res.body.id, 1, 1500)).toEqual([]);
      busy = 0;
      const arrived = await receiveEvents(app, (e) => e.submission_id === res.body.id, 2, 4000);
      expect(arrived).toHaveLength(1);
    } finally {
      busy = 0;
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
