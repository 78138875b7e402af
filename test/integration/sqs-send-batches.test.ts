import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { AwsJsonError, signingOf } from '@shared/adapters/aws-json.js';
import { sendBatches } from '@shared/adapters/sqs/send-batches.js';
import { sqsSender, type SendMessageBatchOutput } from '@shared/adapters/sqs/sender.js';
import { startTestApp } from '@test/support/app.js';
import { drainEvents } from '@test/support/submissions.js';

/**
 * `sendBatches`, the one way our functions queue several messages, against the SQS stand-in: an entry SQS refuses and
 * a request that fails as a whole are sent again, so one refusal does not send a consumer's whole batch back to its
 * queue for a visibility timeout; what still cannot be queued after three rounds is handed back.
 */
let app: LocalApp;
beforeAll(async () => {
  // No pollers: nothing consumes the queue the test sends to.
  app = await startTestApp({ pollers: false, tableStream: false });
});
afterAll(() => app.stop());

interface BatchInput {
  QueueUrl: string;
  Entries: { Id: string; MessageBody: string }[];
}

/** A sender whose SendMessageBatch requests go through `fault` first (call number from 1). */
function faultySender(fault: (call: number) => 'throw' | 'refuseFirst' | 'pass') {
  const sqs = sqsSender(signingOf(dynamoDocumentClient()));
  let calls = 0;
  sqs.intercept(async (operation, input, next) => {
    if (operation !== 'SendMessageBatch') return next(input);
    const what = fault(++calls);
    if (what === 'throw') throw new AwsJsonError(operation, 503, 'ServiceUnavailable', 'injected');
    if (what === 'pass') return next(input);
    // SQS refused the first entry (throttled): it is not sent, and the answer names it.
    const [refused, ...rest] = (input as BatchInput).Entries;
    const output = (await next({ ...input, Entries: rest })) as SendMessageBatchOutput;
    return {
      ...output,
      Failed: [...(output.Failed ?? []), { Id: refused!.Id, Code: 'Throttled', SenderFault: false }],
    };
  });
  return { sqs, calls: () => calls };
}

const messages = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    queueUrl: app.config.deliveryQueueUrl,
    body: JSON.stringify({ id: `${tag}-${i}` }),
  }));

it('sends again what a batch refused and what a failed request carried: every message queued once', async () => {
  const { sqs, calls } = faultySender((call) => (call === 1 ? 'throw' : call === 2 ? 'refuseFirst' : 'pass'));
  const { unsent } = await sendBatches(sqs, messages(25, 'a'));
  expect(unsent).toEqual([]);
  const queued = (await drainEvents(app.config.deliveryQueueUrl, 25)).map((m) => m.id);
  expect(queued.sort()).toEqual(Array.from({ length: 25 }, (_, i) => `a-${i}`).sort());
  // Round 1: 3 requests (one failed, one refused an entry); round 2: the failed request's 10 and the refused one.
  expect(calls()).toBe(5);
});

it('hands back what three rounds could not queue, with the last error', async () => {
  const { sqs, calls } = faultySender(() => 'throw');
  const { unsent, lastError } = await sendBatches(sqs, messages(12, 'b'));
  expect(unsent.map((m) => JSON.parse(m.body).id)).toHaveLength(12);
  expect(lastError).toMatchObject({ name: 'ServiceUnavailable' });
  expect(calls()).toBe(3 * 2);
  expect(await drainEvents(app.config.deliveryQueueUrl, 0, 500)).toEqual([]);
});
