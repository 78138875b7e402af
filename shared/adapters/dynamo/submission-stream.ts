import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { Submission } from '@shared/domain/submission.js';
import type { SubmissionChange } from '@shared/domain/analytics.js';
import type { SubmissionImageChange } from '@shared/domain/submission-counts.js';
import { TTL_DELETER } from '@shared/infra/definition.js';
import { batchIdOf } from './stream-counts.js';
import { isSubmissionItem, rolledUpFromItem, submissionFromItem } from './submission-items.js';

/**
 * Submissions that retention removed come as table stream records: REMOVE events made by the TTL service (not by a
 * user's delete) whose old image is a submission. This is the submission one
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

/** A batch of submission changes from the table stream, with the id that makes counting it idempotent. */
export interface SubmissionChangeBatch {
  batchId: string;
  changes: SubmissionImageChange[];
}

/**
 * The submission changes of a stream batch as the counts consumer needs them (whole submissions, and whether ingest
 * counted the usage itself), with the batch id (its first and last sequence numbers) that makes counting idempotent.
 */
export function countedChangesFrom(event: DynamoDBStreamEvent): SubmissionChangeBatch {
  const records = event.Records;
  const sequence = (i: number) => records[i]?.dynamodb?.SequenceNumber ?? '';
  const changes = records.flatMap((record): SubmissionImageChange[] => {
    const before = imageOf(record.dynamodb?.OldImage);
    const after = record.eventName === 'REMOVE' ? null : imageOf(record.dynamodb?.NewImage);
    if (!before && !after) return [];
    return [
      {
        before: before && submissionFromItem(before),
        after: after && submissionFromItem(after),
        usageCounted: after?.usage_counted === true || before?.usage_counted === true,
      },
    ];
  });
  return { batchId: batchIdOf(sequence(0), sequence(records.length - 1)), changes };
}
