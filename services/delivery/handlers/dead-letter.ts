import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { processBatch } from '@shared/adapters/sqs/batch.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { deliveryStore } from '@shared/adapters/dynamo/deliveries.js';
import type { DeliveryDeps } from '../deps.js';
import { parseDeliveryMessage } from '../messages.js';
import { countingDeliveries, flushDeliveryMetrics } from '../metrics.js';

/**
 * Delivery dead-letter queue consumer: SQS redrove the message after its last try, so its delivery is `dead`
 * (unless a manual redeliver started a newer chain meanwhile). An unreadable message is logged and dropped.
 */
export function createDeadLetterHandler(deps: {
  stores: Pick<DeliveryDeps['stores'], 'deliveries'>;
  logger: DeliveryDeps['logger'];
  now(): Date;
}) {
  return middy<SQSEvent, SQSBatchResponse>().handler((event) =>
    processBatch(
      event,
      countingDeliveries(async (record) => {
        let message;
        try {
          message = parseDeliveryMessage(record.body);
        } catch {
          return { outcome: 'done', log: { result: 'unreadable_message' } };
        }
        const marked = await deps.stores.deliveries.markDead(message, deps.now().toISOString());
        const log = {
          delivery_id: message.delivery_id,
          target_kind: message.target_key.split(':')[0],
          result: marked ? 'dead' : 'superseded',
        };
        return { outcome: 'done', log };
      }),
      { logger: deps.logger, consumer: 'dead-letter' },
    ).finally(flushDeliveryMetrics),
  );
}

/** Only the deliveries store: no queue, mailer or target providers. */
export const create = (
  runtime: FunctionRuntime,
  overrides: Partial<Parameters<typeof createDeadLetterHandler>[0]> = {},
) =>
  createDeadLetterHandler({
    stores: { deliveries: deliveryStore(runtime.table) },
    logger: runtime.logger,
    now: runtime.now,
    ...overrides,
  });

/** Lambda entry point. */
export const handler = lambdaEntry(create);
