import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SubmitterHistoryReader } from '@shared/domain/spam/judge.js';
import { emailPartition } from './submission-items.js';
import type { Table } from './table.js';

/** How many of the submitter's latest submissions on the form the reputation signal looks at. */
export const HISTORY_DEPTH = 10;

const HAM = new Set(['received', 'verified', 'archived']);

/**
 * Submitter reputation read from the submissions themselves: one Query of GSI2 (the submissions module's
 * `FORM#<fid>#EMAIL#<sha256>` partition, key built by `emailPartition`), newest first, the latest 10, status only.
 * An owner marking a submission `spam` or `received` changes that status, so admin feedback reaches the signal with
 * no extra write anywhere.
 */
export function submitterHistoryReader(table: Table): SubmitterHistoryReader {
  return {
    async recent(formId, email) {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          IndexName: 'GSI2',
          KeyConditionExpression: 'GSI2PK = :pk',
          ExpressionAttributeValues: { ':pk': emailPartition(formId, email) },
          ProjectionExpression: '#status',
          ExpressionAttributeNames: { '#status': 'status' },
          ScanIndexForward: false,
          Limit: HISTORY_DEPTH,
        }),
      );
      const statuses = Items.map((i) => i.status as string);
      return {
        spam: statuses.filter((s) => s === 'spam').length,
        ham: statuses.filter((s) => HAM.has(s)).length,
        verified: statuses.filter((s) => s === 'verified').length,
      };
    },
  };
}
