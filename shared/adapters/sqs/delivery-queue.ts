import { ChangeMessageVisibilityCommand, SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { DeliveryMessage, DeliveryQueue } from '@shared/domain/delivery/deliveries.js';

const BATCH = 10;

/**
 * The delivery queue: new work goes out with SendMessageBatch (10 per request, batches in parallel); a failed
 * attempt pushes its message's next receive back with ChangeMessageVisibility. Rejects naming how many messages
 * the queue refused, so the caller's message is retried.
 *
 * @example await sqsDeliveryQueue(sqsClient(), config.deliveryQueueUrl).enqueue([deliveryMessage(d)]);
 */
export function sqsDeliveryQueue(sqs: SQSClient, queueUrl: string): DeliveryQueue {
  const sendBatch = async (messages: readonly DeliveryMessage[]) => {
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
      const batches: DeliveryMessage[][] = [];
      for (let i = 0; i < messages.length; i += BATCH) batches.push(messages.slice(i, i + BATCH));
      const failed = (await Promise.all(batches.map(sendBatch))).reduce((a, b) => a + b, 0);
      if (failed > 0) throw new Error(`${failed} of ${messages.length} delivery messages could not be queued`);
    },
    async retryAfter(receiptHandle, seconds) {
      await sqs.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: queueUrl,
          ReceiptHandle: receiptHandle,
          VisibilityTimeout: seconds,
        }),
      );
    },
  };
}
