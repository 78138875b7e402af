import middy from '@middy/core';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { expiredSubmissionOf } from '@shared/adapters/dynamo/submission-stream.js';
import { processStream } from '@shared/adapters/sqs/batch.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { apiDeps, type ApiDeps } from '../deps.js';
import { settleExpiredSubmission } from '../use-cases/submission-expiry.js';

/**
 * Table stream consumer (filtered to TTL removals of submissions): deletes the files of submissions retention
 * removed (their counts follow from the counts consumer). Failed records are reported by sequence number so the
 * stream retries only from there.
 */
export function createExpiryHandler(deps: Pick<ApiDeps, 'stores' | 'files' | 'logger'>) {
  const ports = { files: deps.files };
  return middy<DynamoDBStreamEvent, DynamoDBBatchResponse>().handler((event) =>
    processStream(
      event,
      async (record) => {
        const submission = expiredSubmissionOf(record);
        if (!submission) return { outcome: 'done', log: { result: 'not_an_expiry' } };
        const outcome = await settleExpiredSubmission(ports, submission);
        return { outcome: 'done', log: { form_id: submission.formId, submission_id: submission.id, result: outcome } };
      },
      { logger: deps.logger, consumer: 'submission-expiry' },
    ),
  );
}

export const create = (runtime: FunctionRuntime, overrides?: Partial<ApiDeps>) =>
  createExpiryHandler(apiDeps(runtime, overrides));

/** Lambda entry point (table stream, TTL removals of submissions). */
export const handler = lambdaEntry(create);
