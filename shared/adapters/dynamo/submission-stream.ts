import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { Submission } from '@shared/domain/submission.js';
import type { SubmissionChange } from '@shared/domain/analytics.js';
import { TTL_DELETER } from '@shared/infra/definition.js';
import { isSubmissionItem, rolledUpFromItem, submissionFromItem } from './submission-items.js';

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

const imageOf = (image: unknown): Record<string, unknown> | null => {
  if (!image) return null;
  const item = unmarshall(image as Record<string, AttributeValue>);
  return isSubmissionItem(item) ? item : null;
};

/** Every change of a submission item in stream records (insert, modify, remove by a user or by TTL). */
export function submissionChangesFrom(event: DynamoDBStreamEvent): SubmissionChange[] {
  return event.Records.flatMap((record) => {
    const old = imageOf(record.dynamodb?.OldImage);
    const now = record.eventName === 'REMOVE' ? null : imageOf(record.dynamodb?.NewImage);
    if (!old && !now) return [];
    return [
      {
        recordId: record.eventID!,
        sequenceNumber: record.dynamodb!.SequenceNumber!,
        before: old && rolledUpFromItem(old),
        after: now && rolledUpFromItem(now),
      },
    ];
  });
}
