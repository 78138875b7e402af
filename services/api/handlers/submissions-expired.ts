import middy from '@middy/core';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { expiredSubmissionsFrom } from '@shared/adapters/dynamo/submission-stream.js';
import { describeError } from '@shared/observability/log.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { apiDeps, type ApiDeps } from '../deps.js';
import { settleExpiredSubmission } from '../use-cases/submission-expiry.js';

/**
 * Table stream consumer (filtered to TTL removals of submissions): keeps `submission_count` and
 * `unread_submission_count` true when retention deletes submissions. Failed records are reported by sequence
 * number so the stream retries only from there.
 */
export function createExpiryHandler(deps: Pick<ApiDeps, 'stores' | 'files' | 'logger'>) {
  return middy<DynamoDBStreamEvent, DynamoDBBatchResponse>().handler(async (event) => {
    const failures: { itemIdentifier: string }[] = [];
    for (const { sequenceNumber, submission } of expiredSubmissionsFrom(event)) {
      if (failures.length > 0) {
        failures.push({ itemIdentifier: sequenceNumber }); // keep order: retry everything after the first failure
        continue;
      }
      try {
        const outcome = await settleExpiredSubmission(
          { submissions: deps.stores.submissions, files: deps.files },
          submission,
        );
        deps.logger.info('submission expired', { form_id: submission.formId, submission_id: submission.id, outcome });
      } catch (error) {
        deps.logger.error('expiry settlement failed', { submission_id: submission.id, ...describeError(error) });
        failures.push({ itemIdentifier: sequenceNumber });
      }
    }
    return { batchItemFailures: failures };
  });
}

export const create = (runtime: FunctionRuntime, overrides?: Partial<ApiDeps>) =>
  createExpiryHandler(apiDeps(runtime, overrides));

/** Lambda entry point (table stream, TTL removals of submissions). */
export const handler = lambdaEntry(create);
