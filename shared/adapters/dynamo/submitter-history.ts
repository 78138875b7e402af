import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SubmitterHistoryReader } from '@shared/domain/spam/judge.js';
import { EMAIL_INDEXES, emailPartition } from './submission-items.js';
import { newestIds, type Table } from './table.js';
import { stringAttr } from './attributes.js';

/** How many of the submitter's latest submissions on the form the reputation signal looks at. */
export const HISTORY_DEPTH = 10;

const HAM = new Set(['received', 'verified', 'archived']);

/**
 * Submitter reputation read from the submissions themselves: the submissions module's `FORM#<fid>#EMAIL#<sha256>`
 * partition (key built by `emailPartition`) of GSI5, which projects `status`, and of GSI2 for submissions stored
 * before it (both queried at once), newest first, the latest 10. An owner marking a submission `spam` or
 * `received` changes that status, so admin feedback reaches the signal with no extra write anywhere.
 */
export function submitterHistoryReader(table: Table): SubmitterHistoryReader {
  const newest = async (index: string, formId: string, email: string) => {
    const { Items = [] } = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        IndexName: index,
        KeyConditionExpression: `${index}PK = :pk`,
        ExpressionAttributeValues: { ':pk': emailPartition(formId, email) },
        ProjectionExpression: `#status, ${index}SK`,
        ExpressionAttributeNames: { '#status': 'status' },
        ScanIndexForward: false,
        Limit: HISTORY_DEPTH,
      }),
    );
    return Items.map((item) => [stringAttr(item, `${index}SK`), stringAttr(item, 'status')] as const);
  };
  return {
    async recent(formId, email) {
      const found = new Map((await Promise.all(EMAIL_INDEXES.map((i) => newest(i, formId, email)))).flat());
      const statuses = newestIds([[...found.keys()]], HISTORY_DEPTH).map((id) => found.get(id));
      return {
        spam: statuses.filter((s) => s === 'spam').length,
        ham: statuses.filter((s) => s !== undefined && HAM.has(s)).length,
        verified: statuses.filter((s) => s === 'verified').length,
      };
    },
  };
}
