import middy from '@middy/core';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { submissionChangesFrom } from '@shared/adapters/dynamo/submission-stream.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { describeError } from '@shared/observability/log.js';
import { apiDeps, type ApiDeps } from '../deps.js';
import { rollUpSubmissionChanges } from '../use-cases/analytics-rollup.js';

/**
 * Table stream consumer (every change of a submission item): keeps the analytics and usage-statistics rollups equal
 * to the submissions. Records that could not be applied are reported by sequence number, so the stream retries from
 * the first of them; records applied before are recognised by their markers and not counted again.
 */
export function createAnalyticsStreamHandler(deps: Pick<ApiDeps, 'stores' | 'logger'>) {
  return middy<DynamoDBStreamEvent, DynamoDBBatchResponse>().handler(async (event) => {
    const changes = submissionChangesFrom(event);
    try {
      const failed = await rollUpSubmissionChanges({ rollups: deps.stores.rollups }, changes);
      if (failed.length > 0) deps.logger.error('analytics rollup failed', { records: failed.length });
      return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
    } catch (error) {
      deps.logger.error('analytics rollup failed', describeError(error));
      return { batchItemFailures: changes.map((c) => ({ itemIdentifier: c.sequenceNumber })) };
    }
  });
}

export const create = (runtime: FunctionRuntime, overrides?: Partial<ApiDeps>) =>
  createAnalyticsStreamHandler(apiDeps(runtime, overrides));

/** Lambda entry point (table stream, every change of a submission). */
export const handler = lambdaEntry(create);
