import { formKey } from '@shared/adapters/dynamo/keys.js';
import { DeleteCommand } from '@shared/adapters/dynamo/commands.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { submissionEvent } from '@shared/domain/events.js';
import { newId } from '@shared/domain/ids.js';
import { capturingLogger } from '@test/support/capturing-logger.js';
import type { TestTenant } from '@test/support/app.js';
import { deliveryScene, type DeliveryScene } from '@test/support/delivery-batches.js';
import { submissionFor } from '@test/support/submissions.js';

/**
 * What the delivery consumers log (log bytes per submission): one INFO summary line per batch, the
 * per-message line of a plain success (fanned out, delivered: recorded in the deliveries) at DEBUG only, and a
 * full INFO line for every other message.
 */
const { lines, logger: capturing } = capturingLogger();
const at = (level: string) => lines.filter((l) => l.level === level);

let app: LocalApp;
let a: TestTenant;
let h: DeliveryScene['h'];
let b: DeliveryScene['b'];
const receivers = deliveryScene((scene) => ({ app, tenant: a, h, b } = scene));
beforeEach(() => {
  lines.length = 0;
});

const logged = () => b.handlers(undefined, undefined, undefined, capturing);

describe('delivery consumer logs', () => {
  it('a batch of plain successes: one INFO summary line, the per-message lines at DEBUG', async () => {
    const hook = await h.formWithWebhook(await receivers.start());
    const events = await Promise.all([1, 2, 3].map(() => b.stored(hook.formId)));
    const { fanOut, attempt } = logged();
    const fanned = await b.run(
      fanOut,
      events.map((e, i) => b.asRecord(e, `m${i}`)),
    );
    expect(fanned.batchItemFailures).toEqual([]);
    expect(at('INFO')).toEqual([
      { level: 'INFO', message: 'batch', consumer: 'fan-out', records: 3, done: 3, ms: expect.any(Number) },
    ]);
    expect(at('DEBUG').map((l) => [l.message, l.result, l.submission_id])).toEqual(
      expect.arrayContaining(events.map((e) => ['message', 'fanned_out', e.submission_id])),
    );
    expect(at('DEBUG')).toHaveLength(3);

    lines.length = 0;
    expect((await b.run(attempt, await b.deliveryBatch(3))).batchItemFailures).toEqual([]);
    expect(at('INFO')).toEqual([
      { level: 'INFO', message: 'batch', consumer: 'webhook-attempt', records: 3, done: 3, ms: expect.any(Number) },
    ]);
    expect(at('DEBUG').map((l) => l.result)).toEqual(['delivered', 'delivered', 'delivered']);
    // Still readable where it is recorded: every try is in its delivery.
    expect((await h.deliveriesOf(hook.webhookId)).map((d) => d.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
  });

  it('keeps a full INFO line for a dropped or retried event and a failed try, and counts them in the summary', async () => {
    const failing = await receivers.start(() => ({ status: 500, body: 'down' }));
    const hook = await h.formWithWebhook(failing);
    const gone = await h.formWithWebhook(failing);
    const early = submissionFor(a.tenantId, hook.formId);
    const earlyEvent = submissionEvent('submission.created', early, newId('event'), new Date());
    const events = [await b.stored(hook.formId), await b.stored(gone.formId), earlyEvent];
    await dynamoDocumentClient().send(
      new DeleteCommand({ TableName: app.config.tableName, Key: formKey(a.tenantId, gone.formId) }),
    );
    const { fanOut, attempt } = logged();
    const fanned = await b.run(
      fanOut,
      events.map((e, i) => b.asRecord(e, `m${i}`)),
    );
    expect(fanned.batchItemFailures).toEqual([{ itemIdentifier: 'm2' }]);
    const info = at('INFO');
    expect(info.filter((l) => l.message === 'message')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          consumer: 'fan-out',
          message_id: 'm1',
          outcome: 'done',
          result: 'dropped',
          reason: 'form_missing',
          submission_id: events[1]!.submission_id,
        }),
        expect.objectContaining({
          consumer: 'fan-out',
          message_id: 'm2',
          outcome: 'retry',
          result: 'retry',
          submission_id: early.id,
        }),
      ]),
    );
    expect(info).toHaveLength(3);
    expect(info.find((l) => l.message === 'batch')).toEqual({
      level: 'INFO',
      message: 'batch',
      consumer: 'fan-out',
      records: 3,
      done: 2,
      retry: 1,
      ms: expect.any(Number),
    });
    expect(at('DEBUG').map((l) => l.message_id)).toEqual(['m0']);

    lines.length = 0;
    expect((await b.run(attempt, await b.deliveryBatch(1))).batchItemFailures).toHaveLength(1);
    expect(at('INFO')).toEqual([
      expect.objectContaining({
        message: 'message',
        consumer: 'webhook-attempt',
        outcome: 'retry',
        result: 'failed',
        status_code: 500,
        submission_id: events[0]!.submission_id,
      }),
      { level: 'INFO', message: 'batch', consumer: 'webhook-attempt', records: 1, retry: 1, ms: expect.any(Number) },
    ]);
    expect(at('DEBUG')).toEqual([]);
  });
});
