import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { inQueueBatch } from '@shared/adapters/dynamo/queue-batch.js';
import { processBatch } from '@shared/adapters/sqs/batch.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { deliveryDeps, type DeliveryDeps, type DeliveryOverrides } from '../deps.js';
import { fanOutEvent } from '../use-cases/fan-out.js';
import { batchReads } from '../use-cases/subject.js';
import { gatheredQueue } from '../batch-queue.js';
import { parseSubmissionEvent } from '../messages.js';
import { emailTargets } from '../targets/email.js';
import { integrationTargets } from '../targets/integration.js';
import { webhookTargets } from '../targets/webhook.js';

/**
 * Events queue consumer: each submission event becomes one delivery per target (partial batch responses; an
 * event whose submission is not readable yet is retried a few times). The batch's events share their reads
 * (`batchReads`: each form and its targets' settings once; `inQueueBatch`: their submissions, forms and the
 * settings read by key in one BatchGetItem) and their sends (`gatheredQueue`: the batch's delivery messages leave
 * together, 10 per SendMessageBatch).
 */
export function createFanOutHandler(deps: DeliveryDeps) {
  const ports = { ...deps.stores, providers: deps.providers, now: deps.now };
  return middy<SQSEvent, SQSBatchResponse>().handler((event) => {
    const reads = batchReads(deps.stores);
    const sends = gatheredQueue(deps.queue, event.Records.length);
    // Fan-out puts nothing through the batch (`putItems`): only its reads are gathered.
    const gathered = inQueueBatch(event.Records.length, { putWaitMs: 0 });
    return processBatch(
      event,
      (record) =>
        gathered(async () => {
          const queue = sends.record();
          try {
            const submissionEvent = parseSubmissionEvent(record.body);
            const receives = Number(record.attributes.ApproximateReceiveCount);
            const { outcome, ...details } = await fanOutEvent({ ...ports, reads, queue }, submissionEvent, receives);
            return {
              outcome: outcome === 'retry' ? 'retry' : 'done',
              // Its deliveries are the record of a fanned-out event; a drop or a retry keeps its INFO line.
              routine: outcome === 'fanned_out',
              log: {
                event_id: submissionEvent.id,
                event_type: submissionEvent.type,
                form_id: submissionEvent.form_id,
                submission_id: submissionEvent.submission_id,
                result: outcome,
                ...details,
              },
            };
          } finally {
            queue.leave();
          }
        }),
      { logger: deps.logger, consumer: 'fan-out' },
    );
  });
}

/** Every channel's providers, to find each event's targets; no sending client (fan-out only queues). */
export const create = (runtime: FunctionRuntime, overrides?: DeliveryOverrides) =>
  createFanOutHandler(
    deliveryDeps(runtime, overrides, { targets: [webhookTargets, emailTargets, integrationTargets] }),
  );

/** Lambda entry point. */
export const handler = lambdaEntry(create);
