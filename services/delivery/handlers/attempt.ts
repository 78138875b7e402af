import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { inQueueBatch } from '@shared/adapters/dynamo/queue-batch.js';
import { processBatch } from '@shared/adapters/sqs/batch.js';
import type { DeliveryChannel } from '@shared/domain/delivery/deliveries.js';
import type { DeliveryDeps } from '../deps.js';
import { attemptDelivery } from '../use-cases/attempt.js';
import { batchReads } from '../use-cases/subject.js';
import { parseDeliveryMessage } from '../messages.js';
import { countingDeliveries, flushDeliveryMetrics } from '../metrics.js';

/**
 * A delivery queue's consumer (one per channel: `webhook-attempt.ts`, `email-attempt.ts`, `integration-attempt.ts`):
 * one try per message, all records of a batch at once. A failed try sets the message's visibility to the next
 * backoff step and reports it in `batchItemFailures`, so SQS brings it back then. The batch's tries share their reads
 * (`batchReads`): their submissions in one BatchGetItem made while the claims are, each endpoint once; their timeline
 * entries are written together (`inQueueBatch`). A fresh delivery's first receive (webhook and e-mail channels)
 * tries without claiming (`attemptDelivery`).
 */
/**
 * The longest a try's write (its timeline entry, or its first try's record) waits for those of the other tries of its
 * queue batch, to be written with them in one request (`QueueBatch.addPuts`).
 */
const TRY_WRITE_WAIT_MS = 100;

export function createAttemptHandler(deps: DeliveryDeps, channel: DeliveryChannel) {
  const ports = { ...deps.stores, providers: deps.providers, schedule: deps.config.deliverySchedule, now: deps.now };
  return middy<SQSEvent, SQSBatchResponse>().handler((event) => {
    const batch = { ...ports, reads: batchReads(deps.stores) };
    const gathered = inQueueBatch(event.Records.length, { putWaitMs: deps.tryWriteWaitMs ?? TRY_WRITE_WAIT_MS });
    return processBatch(
      event,
      countingDeliveries(async (record) =>
        gathered(async () => {
          const message = parseDeliveryMessage(record.body);
          const receipt = {
            messageId: record.messageId,
            receiveCount: Number(record.attributes.ApproximateReceiveCount),
          };
          const result = await attemptDelivery(batch, message, receipt);
          if (result.outcome === 'retry')
            await deps.queue.retryAfter(channel, record.receiptHandle, result.delaySeconds);
          return result;
        }),
      ),
      { logger: deps.logger, consumer: `${channel}-attempt` },
    ).finally(flushDeliveryMetrics);
  });
}
