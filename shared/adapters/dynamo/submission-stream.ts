import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamedSubmissionChange } from '@shared/domain/submission-stream.js';
import { TTL_DELETER } from '@shared/infra/definition.js';
import { isSubmissionItem, submissionFromItem } from './submission-items.js';
import { decodeItem } from './wire.js';

const imageOf = (image: unknown): Record<string, unknown> | null => {
  if (!image) return null;
  // Lambda's event carries an image in DynamoDB's JSON (binary as base64 text), decoded as a read's answer is.
  const item = decodeItem(image as Record<string, Record<string, unknown>>)!;
  return isSubmissionItem(item) ? item : null;
};

/** A REMOVE made by the TTL service (retention), not by a user's delete. */
const removedByTtl = (record: DynamoDBRecord) =>
  record.eventName === 'REMOVE' &&
  record.userIdentity?.type === TTL_DELETER.type &&
  record.userIdentity?.principalId === TTL_DELETER.principalId;

/**
 * Every change of a submission item in a stream batch (insert, modify, remove by a user or by TTL), oldest first,
 * each image parsed once for every use case; records of other items are left out.
 */
export function submissionChangesOf(event: DynamoDBStreamEvent): StreamedSubmissionChange[] {
  return event.Records.flatMap((record): StreamedSubmissionChange[] => {
    const before = imageOf(record.dynamodb?.OldImage);
    const after = record.eventName === 'REMOVE' ? null : imageOf(record.dynamodb?.NewImage);
    if (!before && !after) return [];
    return [
      {
        recordId: record.eventID!,
        sequenceNumber: record.dynamodb!.SequenceNumber!,
        before: before && submissionFromItem(before),
        after: after && submissionFromItem(after),
        usageCounted: after?.usage_counted === true || before?.usage_counted === true,
        expired: before !== null && removedByTtl(record),
        ...(record.dynamodb?.ApproximateCreationDateTime
          ? { streamedAt: record.dynamodb.ApproximateCreationDateTime * 1000 }
          : {}),
      },
    ];
  });
}
