import middy from '@middy/core';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { submissionChangesOf } from '@shared/adapters/dynamo/submission-stream.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { describeError } from '@shared/observability/log.js';
import { apiDeps, type ApiDeps } from '../deps.js';
import { consumeSubmissionChanges } from '../use-cases/submission-stream.js';

/**
 * The table stream's one consumer (filtered to submission items): each batch is read once and goes to the form
 * counters and plan usage, the analytics rollups and retention's file cleanup (`submission-stream.ts`). A failed
 * record is reported by sequence number, so the stream resumes from it; a counting failure fails the whole batch.
 */
export function createSubmissionStreamHandler(deps: Pick<ApiDeps, 'stores' | 'files' | 'logger' | 'now'>) {
  const { stores } = deps;
  const ports = {
    formCounters: stores.formCounters,
    usage: stores.usage,
    tenants: stores.tenants,
    countedThrough: stores.countedThrough,
    rollups: stores.rollups,
    files: deps.files,
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
      expired: result.expired,
      rollups_failed: result.rollupsFailed,
      expiry_failed: result.expiryFailed,
      retry_from: result.retryFrom,
    });
    const { retryFrom } = result;
    return { batchItemFailures: retryFrom ? [{ itemIdentifier: retryFrom }] : [] };
  });
}

export const create = (runtime: FunctionRuntime, overrides?: Partial<ApiDeps>) =>
  createSubmissionStreamHandler(apiDeps(runtime, overrides));

/** Lambda entry point (table stream, every change of a submission item). */
export const handler = lambdaEntry(create);
