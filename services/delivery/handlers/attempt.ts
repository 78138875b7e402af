import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { integrationRuntime } from '@shared/adapters/integrations/runtime.js';
import { processBatch } from '@shared/adapters/sqs/batch.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { sesDeliveryMailer } from '../ses.js';
import { deliveryDeps, type DeliveryDeps, type DeliveryOverrides, type SendingClients } from '../deps.js';
import { attemptDelivery } from '../use-cases/attempt.js';
import { parseDeliveryMessage } from '../messages.js';
import { countingDeliveries, flushDeliveryMetrics } from '../metrics.js';

/**
 * Delivery queue consumer: one try per message, all records of a batch at once. A failed try sets the message's
 * visibility to the next backoff step and reports it in `batchItemFailures`, so SQS brings it back then.
 */
export function createAttemptHandler(deps: DeliveryDeps) {
  const ports = { ...deps.stores, providers: deps.providers, schedule: deps.config.deliverySchedule, now: deps.now };
  return middy<SQSEvent, SQSBatchResponse>().handler((event) =>
    processBatch(
      event,
      countingDeliveries(async (record) => {
        const result = await attemptDelivery(ports, parseDeliveryMessage(record.body), record.messageId);
        if (result.outcome === 'retry') await deps.queue.retryAfter(record.receiptHandle, result.delaySeconds);
        return result;
      }),
      { logger: deps.logger, consumer: 'attempt' },
    ).finally(flushDeliveryMetrics),
  );
}

/** An attempt sends e-mail through SES and runs integrations (drivers, KMS, SSM): the only function with both. */
export const ATTEMPT_CLIENTS: SendingClients = {
  mailer: sesDeliveryMailer,
  integrationRuntime,
};

export const create = (runtime: FunctionRuntime, overrides?: DeliveryOverrides) =>
  createAttemptHandler(deliveryDeps(runtime, overrides, ATTEMPT_CLIENTS));

/** Lambda entry point. */
export const handler = lambdaEntry(create);
