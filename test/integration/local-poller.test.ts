import { randomBytes } from 'node:crypto';
import { CreateQueueCommand, GetQueueAttributesCommand, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEndpoints } from '@local/emulators.js';
import { startPoller } from '@local/pollers.js';
import { pollerSqs, sqsClient, type PollerSqs } from '@local/sqs-client.js';
import { testEndpoints } from '@test/support/app.js';

/**
 * The local stand-in for Lambda's SQS event source mapping (`local/pollers.ts`) over the SQS stand-in: batches run as
 * concurrent invocations up to the mapping's concurrency and never beyond it, a busy queue hands over what it holds
 * without waiting for a full batch, and what a handler reports failed stays on the queue.
 */
beforeAll(() => useEndpoints(testEndpoints()));

async function queueWith(count: number) {
  const { QueueUrl } = await sqsClient().send(
    new CreateQueueCommand({ QueueName: `poller-${randomBytes(4).toString('hex')}` }),
  );
  for (let i = 0; i < count; i += 10)
    await sqsClient().send(
      new SendMessageBatchCommand({
        QueueUrl,
        Entries: Array.from({ length: Math.min(10, count - i) }, (_, k) => ({
          Id: String(k),
          MessageBody: String(i + k),
        })),
      }),
    );
  return QueueUrl!;
}

/** Messages still on the queue, in flight or not (the stand-in's `ApproximateNumberOfMessages` counts both). */
const messagesOn = async (QueueUrl: string) => {
  const { Attributes = {} } = await sqsClient().send(
    new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['ApproximateNumberOfMessages'] }),
  );
  return Number(Attributes.ApproximateNumberOfMessages);
};

/** Resolves once `probe` holds (polls every 20 ms; rejects after `ms`). */
async function until(probe: () => boolean | Promise<boolean>, ms = 10_000) {
  for (const end = Date.now() + ms; !(await probe());) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The poller's SQS calls, recording each receive that brought messages: the wait it asked for and how many came. */
function recordingSqs() {
  const receives: { wait: number | undefined; got: number }[] = [];
  const recording: PollerSqs = {
    send: async <T>(operation: string, input: object, options?: { signal?: AbortSignal }) => {
      const output = await pollerSqs().send<{ Messages?: unknown[] }>(operation as 'ReceiveMessage', input, options);
      const got = output.Messages?.length ?? 0;
      if (operation === 'ReceiveMessage' && got > 0)
        receives.push({ wait: (input as { WaitTimeSeconds?: number }).WaitTimeSeconds, got });
      return output as T;
    },
  };
  return { recording, receives };
}

describe('local queue poller', () => {
  it('runs up to its concurrency of batches at once, never more, and deletes what they handled', async () => {
    const queueUrl = await queueWith(60);
    let inFlight = 0;
    let most = 0;
    const handled: string[] = [];
    const poller = startPoller({
      sqs: pollerSqs(),
      queueUrl,
      concurrency: 3,
      handler: async (event: SQSEvent) => {
        most = Math.max(most, ++inFlight);
        // Long enough for the receive loop to fetch the next batches meanwhile.
        await new Promise((r) => setTimeout(r, 150));
        handled.push(...event.Records.map((r) => r.body));
        inFlight--;
      },
    });
    try {
      await until(() => handled.length === 60);
      expect(most).toBe(3);
      expect(new Set(handled).size).toBe(60);
      await until(async () => (await messagesOn(queueUrl)) === 0);
    } finally {
      await poller.stop();
    }
  });

  it('receives the next batch while every invocation is busy, and starts it only as one ends', async () => {
    const queueUrl = await queueWith(20);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const batches: number[] = [];
    let inFlight = 0;
    let most = 0;
    const { recording, receives } = recordingSqs();
    const poller = startPoller({
      sqs: recording,
      queueUrl,
      concurrency: 1,
      handler: async (event: SQSEvent) => {
        most = Math.max(most, ++inFlight);
        batches.push(event.Records.length);
        if (batches.length === 1) await held;
        inFlight--;
      },
    });
    try {
      // Both batches are received while the first invocation runs; the second waits for it.
      await until(() => receives.reduce((n, r) => n + r.got, 0) === 20);
      expect(batches).toEqual([10]);
      release();
      await until(() => batches.length === 2);
      expect(batches).toEqual([10, 10]);
      expect(most).toBe(1);
      await until(async () => (await messagesOn(queueUrl)) === 0);
    } finally {
      release();
      await poller.stop();
    }
  });

  it('hands a busy queue over as it holds it, without waiting for a full batch', async () => {
    // 25 messages: two full batches, then five the stand-in's own long poll would hold back for its wait time.
    const queueUrl = await queueWith(25);
    const batches: number[] = [];
    const { recording, receives } = recordingSqs();
    const poller = startPoller({
      sqs: recording,
      queueUrl,
      handler: async (event: SQSEvent) => {
        batches.push(event.Records.length);
      },
    });
    try {
      await until(() => batches.reduce((n, b) => n + b, 0) === 25);
      expect(batches).toEqual([10, 10, 5]);
      // The last five come from a short poll right after a full batch, not from the stand-in's long poll (which holds
      // a partial batch for its whole wait time).
      expect(receives.at(-1)).toEqual({ wait: 0, got: 5 });
    } finally {
      await poller.stop();
    }
  });

  it('leaves the records a handler reports failed, and every record of a batch whose handler throws', async () => {
    const queueUrl = await queueWith(20);
    let calls = 0;
    const poller = startPoller({
      sqs: pollerSqs(),
      queueUrl,
      concurrency: 2,
      onError: () => undefined,
      handler: async (event: SQSEvent) => {
        if (calls++ === 0) throw new Error('injected');
        return { batchItemFailures: [{ itemIdentifier: event.Records[0]!.messageId }] };
      },
    });
    try {
      await until(() => calls >= 2);
      await poller.stop();
      // Ten left by the throw, one by the reported failure; both are back after their visibility timeout.
      expect(await messagesOn(queueUrl)).toBe(11);
    } finally {
      await poller.stop();
    }
  });
});
