import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { Submission } from '@shared/domain/submission.js';
import { TTL_DELETER } from '@shared/infra/definition.js';
import { isSubmissionItem, submissionFromItem } from './submission-items.js';

/**
 * Submissions that retention removed come as table stream records: REMOVE events made by the TTL service (not by a
 * user's delete, which already moved the counters) whose old image is a submission. This is the submission one
 * stream record says retention removed, or undefined for any other record.
 */
export function expiredSubmissionOf(record: DynamoDBRecord): Submission | undefined {
  const image = record.dynamodb?.OldImage;
  const byTtl =
    record.userIdentity?.type === TTL_DELETER.type && record.userIdentity?.principalId === TTL_DELETER.principalId;
  if (record.eventName !== 'REMOVE' || !byTtl || !image) return undefined;
  const item = unmarshall(image as Record<string, AttributeValue>);
  return isSubmissionItem(item) ? submissionFromItem(item) : undefined;
}
