import { SendMessageBatchCommand, SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { EventPublisher, SubmissionEvent } from '@shared/domain/events.js';

/** SendMessageBatch takes at most 10 entries. */
const BATCH = 10;
/** Rounds for entries a batch reported as failed (throttling, transient errors) before giving up. */
const MAX_ROUNDS = 3;

/**
 * Publishes submission events to the events queue: one SendMessage for a single event, SendMessageBatch (10 per
 * request, sent in parallel) otherwise. Entries a batch reports as failed, and batches whose request failed, are
 * re-sent (3 rounds); the returned promise rejects only when some event could not be queued, naming how many.
 *
 * @example await sqsEventPublisher(sqsClient(), config.eventsQueueUrl).publish([event]);
 */
export function sqsEventPublisher(sqs: SQSClient, queueUrl: string): EventPublisher {
  const sendBatch = async (events: readonly SubmissionEvent[]): Promise<SubmissionEvent[]> => {
    const byId = new Map(events.map((e) => [e.id, e]));
    const { Failed = [] } = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: events.map((e) => ({ Id: e.id, MessageBody: JSON.stringify(e) })),
      }),
    );
    return Failed.map((f) => byId.get(f.Id!)).filter((e): e is SubmissionEvent => e !== undefined);
  };

  return {
    async publish(events) {
      if (events.length === 0) return;
      if (events.length === 1) {
        await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(events[0]) }));
        return;
      }
      let pending = [...events];
      let lastError: unknown;
      for (let round = 0; round < MAX_ROUNDS && pending.length > 0; round++) {
        const batches: SubmissionEvent[][] = [];
        for (let i = 0; i < pending.length; i += BATCH) batches.push(pending.slice(i, i + BATCH));
        const sent = await Promise.allSettled(batches.map(sendBatch));
        // A request that failed as a whole (after the SDK's own retries) is sent again like its failed entries.
        pending = sent.flatMap((result, i) => {
          if (result.status === 'fulfilled') return result.value;
          lastError = result.reason;
          return batches[i]!;
        });
      }
      if (pending.length > 0)
        throw new Error(`${pending.length} of ${events.length} events could not be queued`, { cause: lastError });
    },
  };
}
