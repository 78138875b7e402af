import { ChangeMessageVisibilityCommand, SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import {
  deliveryChannelOf,
  type DeliveryChannel,
  type DeliveryMessage,
  type DeliveryQueue,
} from '@shared/domain/delivery/deliveries.js';

const BATCH = 10;

/**
 * The delivery queues, one per channel: new work goes to its channel's queue with SendMessageBatch (10 per request,
 * batches in parallel); a failed attempt pushes its message's next receive back with ChangeMessageVisibility on the
 * queue it came from. Rejects naming how many messages the queues refused, so the caller's message is retried.
 *
 * @example await sqsDeliveryQueue(sqsClient(), deliveryQueueUrls(config)).enqueue([deliveryMessage(d)]);
 */
export function sqsDeliveryQueue(sqs: SQSClient, queueUrls: Readonly<Record<DeliveryChannel, string>>): DeliveryQueue {
  const sendBatch = async (queueUrl: string, messages: readonly DeliveryMessage[]) => {
    const { Failed = [] } = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: messages.map((m, i) => ({ Id: String(i), MessageBody: JSON.stringify(m) })),
      }),
    );
    return Failed.length;
  };
  return {
    async enqueue(messages) {
      const byQueue = new Map<string, DeliveryMessage[]>();
      for (const message of messages) {
        const url = queueUrls[deliveryChannelOf(message.target_key)];
        byQueue.set(url, [...(byQueue.get(url) ?? []), message]);
      }
      const batches: [string, DeliveryMessage[]][] = [];
      for (const [url, queued] of byQueue) {
        for (let i = 0; i < queued.length; i += BATCH) batches.push([url, queued.slice(i, i + BATCH)]);
      }
      const failed = (await Promise.all(batches.map(([url, batch]) => sendBatch(url, batch)))).reduce(
        (a, b) => a + b,
        0,
      );
      if (failed > 0) throw new Error(`${failed} of ${messages.length} delivery messages could not be queued`);
    },
    async retryAfter(channel, receiptHandle, seconds) {
      await sqs.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: queueUrls[channel],
          ReceiptHandle: receiptHandle,
          VisibilityTimeout: seconds,
        }),
      );
    },
  };
}
