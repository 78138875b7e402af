import middy from '@middy/core';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { countedChangesFrom } from '@shared/adapters/dynamo/submission-stream.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { apiDeps, type ApiDeps } from '../deps.js';
import { countSubmissionChanges } from '../use-cases/submission-counts.js';

/**
 * Table stream consumer (filtered to submission items): keeps the form counters and the plan usage. A failure fails
 * the whole batch, which Lambda retries as it was; every counter remembers the batches it counted, so the retry
 * adds only what is missing.
 */
export function createCountsHandler(deps: Pick<ApiDeps, 'stores' | 'logger' | 'now'>) {
  const ports = {
    formCounters: deps.stores.formCounters,
    usage: deps.stores.usage,
    tenants: deps.stores.tenants,
    now: deps.now,
  };
  return middy<DynamoDBStreamEvent, void>().handler(async (event) => {
    const { batchId, changes } = countedChangesFrom(event);
    if (changes.length === 0) return;
    const counted = await countSubmissionChanges(ports, batchId, changes);
    deps.logger.info('submission counts', { records: event.Records.length, changes: changes.length, ...counted });
  });
}

export const create = (runtime: FunctionRuntime, overrides?: Partial<ApiDeps>) =>
  createCountsHandler(apiDeps(runtime, overrides));

/** Lambda entry point (table stream, every change of a submission item). */
export const handler = lambdaEntry(create);
