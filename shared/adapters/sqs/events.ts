import type { EventPublisher } from '@shared/domain/events.js';
import { sendBatches } from './send-batches.js';
import type { SqsSender } from './sender.js';

/**
 * Publishes submission events to the events queue: one SendMessage for a single event, SendMessageBatch otherwise
 * (`sendBatches`: 10 per request, in parallel, refused entries and failed requests sent again for 3 rounds); the
 * returned promise rejects only when some event could not be queued, naming how many.
 *
 * @example await sqsEventPublisher(sqsSender(), config.eventsQueueUrl).publish([event]);
 */
export function sqsEventPublisher(sqs: SqsSender, queueUrl: string): EventPublisher {
  return {
    async publish(events) {
      if (events.length === 0) return;
      if (events.length === 1) {
        await sqs.send('SendMessage', { QueueUrl: queueUrl, MessageBody: JSON.stringify(events[0]) });
        return;
      }
      const { unsent, lastError } = await sendBatches(
        sqs,
        events.map((e) => ({ queueUrl, body: JSON.stringify(e) })),
      );
      if (unsent.length > 0)
        throw new Error(`${unsent.length} of ${events.length} events could not be queued`, { cause: lastError });
    },
  };
}
