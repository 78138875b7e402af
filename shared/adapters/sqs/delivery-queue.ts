import { deliveryChannelOf, type DeliveryChannel, type DeliveryQueue } from '@shared/domain/delivery/deliveries.js';
import { sendBatches } from './send-batches.js';
import type { SqsSender } from './sender.js';

/**
 * The delivery queues, one per channel: new work goes to its channel's queue with SendMessageBatch (`sendBatches`:
 * 10 per request, in parallel, refused entries and failed requests sent again for 3 rounds); a failed attempt pushes
 * its message's next receive back with ChangeMessageVisibility on the queue it came from. Rejects naming how many
 * messages the queues refused, so the caller's message is retried.
 *
 * @example await sqsDeliveryQueue(sqsSender(), deliveryQueueUrls(config)).enqueue([deliveryMessage(d)]);
 */
export function sqsDeliveryQueue(sqs: SqsSender, queueUrls: Readonly<Record<DeliveryChannel, string>>): DeliveryQueue {
  return {
    async enqueue(messages) {
      const { unsent, lastError } = await sendBatches(
        sqs,
        messages.map((m) => ({ queueUrl: queueUrls[deliveryChannelOf(m.target_key)], body: JSON.stringify(m) })),
      );
      if (unsent.length > 0)
        throw new Error(`${unsent.length} of ${messages.length} delivery messages could not be queued`, {
          cause: lastError,
        });
    },
    async retryAfter(channel, receiptHandle, seconds) {
      await sqs.send('ChangeMessageVisibility', {
        QueueUrl: queueUrls[channel],
        ReceiptHandle: receiptHandle,
        VisibilityTimeout: seconds,
      });
    },
  };
}
