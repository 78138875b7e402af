import { SQSClient, type SendMessageBatchCommandInput, type SendMessageBatchCommandOutput } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { sendBatches } from '@shared/adapters/sqs/send-batches.js';
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

/** A client whose SendMessageBatch requests go through `fault` first (call number from 1). */
function faultyClient(fault: (call: number, input: SendMessageBatchCommandInput) => 'throw' | 'refuseFirst' | 'pass') {
  const sqs = new SQSClient({});
  let calls = 0;
  sqs.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'SendMessageBatchCommand') return next(args);
      const input = args.input as SendMessageBatchCommandInput;
      const what = fault(++calls, input);
      if (what === 'throw')
        throw Object.assign(new Error('injected'), { name: 'ServiceUnavailable', $fault: 'server' });
      if (what === 'pass') return next(args);
      // SQS refused the first entry (throttled): it is not sent, and the answer names it.
      const [refused, ...rest] = input.Entries!;
      const result = await next({ ...args, input: { ...input, Entries: rest } });
      const output = result.output as SendMessageBatchCommandOutput;
      output.Failed = [...(output.Failed ?? []), { Id: refused!.Id, Code: 'Throttled', SenderFault: false }];
      return result;
    },
    { step: 'initialize', name: 'batchFaults' },
  );
  return { sqs, calls: () => calls };
}

const messages = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    queueUrl: app.config.deliveryQueueUrl,
    body: JSON.stringify({ id: `${tag}-${i}` }),
  }));

it('sends again what a batch refused and what a failed request carried: every message queued once', async () => {
  const { sqs, calls } = faultyClient((call) => (call === 1 ? 'throw' : call === 2 ? 'refuseFirst' : 'pass'));
  const { unsent } = await sendBatches(sqs, messages(25, 'a'));
  expect(unsent).toEqual([]);
  const queued = (await drainEvents(app.config.deliveryQueueUrl, 25)).map((m) => m.id);
  expect(queued.sort()).toEqual(Array.from({ length: 25 }, (_, i) => `a-${i}`).sort());
  // Round 1: 3 requests (one failed, one refused an entry); round 2: the failed request's 10 and the refused one.
  expect(calls()).toBe(5);
});

it('hands back what three rounds could not queue, with the last error', async () => {
  const { sqs, calls } = faultyClient(() => 'throw');
  const { unsent, lastError } = await sendBatches(sqs, messages(12, 'b'));
  expect(unsent.map((m) => JSON.parse(m.body).id)).toHaveLength(12);
  expect(lastError).toMatchObject({ name: 'ServiceUnavailable' });
  expect(calls()).toBe(3 * 2);
  expect(await drainEvents(app.config.deliveryQueueUrl, 0, 500)).toEqual([]);
});
