import { planCatalog } from '@shared/domain/plans.js';
import middy from '@middy/core';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { submissionChangesOf } from '@shared/adapters/dynamo/submission-stream.js';
import { sqsSender } from '@shared/adapters/aws-clients.js';
import { rollupWriter } from '@shared/adapters/dynamo/analytics.js';
import { searchIndex } from '@shared/adapters/dynamo/search-index-writer.js';
import { formCounterStore } from '@shared/adapters/dynamo/form-counters.js';
import { countedThroughStore } from '@shared/adapters/dynamo/stream-counts.js';
import { tenantStore } from '@shared/adapters/dynamo/tenants.js';
import { usageStore } from '@shared/adapters/dynamo/usage.js';
import { s3AccessOf } from '@shared/adapters/s3/signed-requests.js';
import { signedSubmissionFiles } from '@shared/adapters/s3/submission-files.js';
import { sqsEventPublisher } from '@shared/adapters/sqs/events.js';
import type { EventPublisher } from '@shared/domain/events.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { describeError } from '@shared/observability/log.js';
import { SUBMISSION_METRICS } from '@shared/observability/metric-catalog.js';
import { serviceMetrics, type BusinessMetrics } from '@shared/observability/metrics.js';
import type { ApiDeps } from '../deps.js';
import { consumeSubmissionChanges } from '../use-cases/submission-stream.js';

/**
 * The table stream's one consumer (filtered to submission items): each batch is read once and goes to the form
 * counters and plan usage, the analytics rollups, new submissions' `submission.created` events, retention's file
 * cleanup (`submission-stream.ts`) and the stored submissions' metrics (accepted, spam, locked: one EMF line per
 * batch instead of one per form post). A new submission whose event could not be queued, or an expired one whose files
 * could not be deleted, is reported by sequence number, so the stream resumes from it; a counting or rollup failure
 * fails the whole batch.
 */
export function createSubmissionStreamHandler(
  deps: Pick<ApiDeps, 'config' | 'files' | 'logger' | 'now'> & {
    events: EventPublisher;
    stores: Pick<ApiDeps['stores'], 'formCounters' | 'usage' | 'tenants' | 'countedThrough' | 'rollups' | 'table'>;
    /** Where the stored submissions are counted by outcome (ingest's metrics: one EMF line per batch). */
    metrics?: BusinessMetrics;
  },
) {
  const metrics = deps.metrics ?? serviceMetrics('ingest');
  const { stores } = deps;
  const ports = {
    formCounters: stores.formCounters,
    usage: stores.usage,
    tenants: stores.tenants,
    countedThrough: stores.countedThrough,
    rollups: stores.rollups,
    // Built here, not among the shared stores: only this function writes the search index.
    searchIndex: searchIndex(stores.table),
    files: deps.files,
    events: deps.events,
    planOf: planCatalog(deps.config.planLimits),
    now: deps.now,
  };
  return middy<DynamoDBStreamEvent, DynamoDBBatchResponse>().handler(async (event) => {
    const changes = submissionChangesOf(event);
    const result = await consumeSubmissionChanges(ports, changes);
    for (const { useCase, error } of result.errors)
      deps.logger.error('submission stream', { use_case: useCase, ...describeError(error) });
    deps.logger.info('submission stream', {
      records: event.Records.length,
      changes: changes.length,
      counted: result.counted,
      indexed_forms: result.indexedForms,
      announced: result.announced,
      expired: result.expired,
      expiry_failed: result.expiryFailed,
      retry_from: result.retryFrom,
    });
    // Counted once per submission with the counters (a re-delivered batch counts only what it had not).
    const { accepted, spam, locked } = result.stored;
    if (accepted > 0) {
      metrics.count(SUBMISSION_METRICS.accepted, accepted);
      if (spam > 0) metrics.count(SUBMISSION_METRICS.spam, spam);
      if (locked > 0) metrics.count(SUBMISSION_METRICS.locked, locked);
      metrics.flush();
    }
    const { retryFrom } = result;
    return { batchItemFailures: retryFrom ? [{ itemIdentifier: retryFrom }] : [] };
  });
}

type StreamDeps = Parameters<typeof createSubmissionStreamHandler>[0];

/**
 * Only the stores, the bucket and the queue the consumer writes: the API's deps would bring the integration
 * runtime (SSM, KMS), SES, the delivery queues and the S3 client into this function's bundle for nothing.
 */
export function submissionStreamDeps(runtime: FunctionRuntime, overrides: Partial<StreamDeps> = {}): StreamDeps {
  const { table, config } = runtime;
  const stores = {
    formCounters: formCounterStore(table),
    usage: usageStore(table),
    tenants: tenantStore(table),
    countedThrough: countedThroughStore(table),
    rollups: rollupWriter(table),
    table,
  };
  return {
    stores,
    // Signed with the DynamoDB client's credentials: no S3 client in this bundle.
    files: signedSubmissionFiles(s3AccessOf(config.bucketName, config.s3ForcePathStyle, table.client)),
    // New submissions' events go to the second stage of spam protection, which passes them on to the fan-out once
    // the final verdict is in (services/delivery/use-cases/spam-review.ts).
    events: sqsEventPublisher(sqsSender(), config.spamReviewQueueUrl),
    config,
    logger: runtime.logger,
    now: runtime.now,
    ...overrides,
  };
}

export const create = (runtime: FunctionRuntime, overrides?: Partial<StreamDeps>) =>
  createSubmissionStreamHandler(submissionStreamDeps(runtime, overrides));

/** Lambda entry point (table stream, every change of a submission item). */
export const handler = lambdaEntry(create);
