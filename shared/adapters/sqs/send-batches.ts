import type { SendMessageBatchOutput, SqsSender } from './sender.js';

/** SendMessageBatch takes at most 10 entries. */
const BATCH = 10;
/** Rounds for entries a batch reported as failed, or whose request failed as a whole (throttling, outages). */
const MAX_ROUNDS = 3;

/** One message for `sendBatches`: its queue and body. */
export interface OutgoingMessage {
  queueUrl: string;
  body: string;
}

/**
 * Sends messages with SendMessageBatch, 10 of one queue per request, the requests in parallel. Entries a batch
 * reports as failed, and every entry of a request that failed as a whole (after the sender's own retries), are sent again,
 * for 3 rounds in all. Resolves with what could still not be queued (empty when all was), and the last error seen.
 * Without the rounds one refused entry sent its whole consumer batch back to the queue for a visibility timeout.
 */
export async function sendBatches<T extends OutgoingMessage>(
  sqs: SqsSender,
  messages: readonly T[],
): Promise<{ unsent: T[]; lastError?: unknown }> {
  let pending = [...messages];
  let lastError: unknown;
  for (let round = 0; round < MAX_ROUNDS && pending.length > 0; round++) {
    const byQueue = new Map<string, T[]>();
    for (const message of pending) byQueue.set(message.queueUrl, [...(byQueue.get(message.queueUrl) ?? []), message]);
    const batches: T[][] = [];
    for (const queued of byQueue.values())
      for (let i = 0; i < queued.length; i += BATCH) batches.push(queued.slice(i, i + BATCH));
    const sent = await Promise.allSettled(
      batches.map(async (batch) => {
        const { Failed = [] } = await sqs.send<SendMessageBatchOutput>('SendMessageBatch', {
          QueueUrl: batch[0]!.queueUrl,
          Entries: batch.map((m, i) => ({ Id: String(i), MessageBody: m.body })),
        });
        return Failed.map((f) => batch[Number(f.Id)]!);
      }),
    );
    pending = sent.flatMap((result, i) => {
      if (result.status === 'fulfilled') return result.value;
      lastError = result.reason;
      return batches[i]!;
    });
  }
  return { unsent: pending, lastError };
}
