import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { Submission } from '@shared/domain/submission.js';
import { TTL_DELETER } from '@shared/infra/definition.js';
import { isSubmissionItem, submissionFromItem } from './submission-items.js';

export interface ExpiredSubmission {
  /** The stream record's sequence number, reported back on failure (partial batch response). */
  sequenceNumber: string;
  submission: Submission;
}

/**
 * The submissions that retention removed, read from table stream records: REMOVE events made by the TTL
 * service (not by a user's delete, which already moved the counters) whose old image is a submission.
 */
export function expiredSubmissionsFrom(event: DynamoDBStreamEvent): ExpiredSubmission[] {
  return event.Records.flatMap((record) => {
    const image = record.dynamodb?.OldImage;
    const byTtl =
      record.userIdentity?.type === TTL_DELETER.type && record.userIdentity?.principalId === TTL_DELETER.principalId;
    if (record.eventName !== 'REMOVE' || !byTtl || !image) return [];
    const item = unmarshall(image as Record<string, AttributeValue>);
    if (!isSubmissionItem(item)) return [];
    return [{ sequenceNumber: record.dynamodb!.SequenceNumber!, submission: submissionFromItem(item) }];
  });
}
