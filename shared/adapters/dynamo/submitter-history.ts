import { QueryCommand } from './commands.js';
import type { SubmitterHistoryReader } from '@shared/domain/spam/judge.js';
import { EMAIL_INDEX, emailPartition } from './submission-items.js';
import type { Table } from './table.js';
import { stringAttr } from './attributes.js';

/** How many of the submitter's latest submissions on the form the reputation signal looks at. */
export const HISTORY_DEPTH = 10;

const HAM = new Set(['received', 'verified', 'archived']);

/**
 * Submitter reputation read from the submissions themselves: the submissions module's `FORM#<fid>#EMAIL#<sha256>`
 * partition (key built by `emailPartition`) of GSI5, which projects `status`, newest first, the latest 10. An owner
 * marking a submission `spam` or `received` changes that status, so admin feedback reaches the signal with no extra
 * write anywhere.
 */
export function submitterHistoryReader(table: Table): SubmitterHistoryReader {
  return {
    async recent(formId, email) {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          IndexName: EMAIL_INDEX,
          KeyConditionExpression: `${EMAIL_INDEX}PK = :pk`,
          ExpressionAttributeValues: { ':pk': emailPartition(formId, email) },
          ProjectionExpression: '#status',
          ExpressionAttributeNames: { '#status': 'status' },
          ScanIndexForward: false,
          Limit: HISTORY_DEPTH,
        }),
      );
      const statuses = Items.map((item) => stringAttr(item, 'status'));
      return {
        spam: statuses.filter((s) => s === 'spam').length,
        ham: statuses.filter((s) => HAM.has(s)).length,
        verified: statuses.filter((s) => s === 'verified').length,
      };
    },
  };
}
