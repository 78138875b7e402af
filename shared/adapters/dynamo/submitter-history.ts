import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SubmitterHistoryReader } from '@shared/domain/spam/judge.js';
import { EMAIL_INDEXES, emailPartition } from './submission-items.js';
import { newestIds, type Table } from './table.js';
import { stringAttr } from './attributes.js';
import { leanIndexesMarked } from './submission-migration.js';

/** How many of the submitter's latest submissions on the form the reputation signal looks at. */
export const HISTORY_DEPTH = 10;

const HAM = new Set(['received', 'verified', 'archived']);

/** How long a process that found its table not yet migrated waits before looking again. */
export const MIGRATION_RECHECK_MS = 5 * 60_000;

/**
 * Submitter reputation read from the submissions themselves: the submissions module's `FORM#<fid>#EMAIL#<sha256>`
 * partition (key built by `emailPartition`) of GSI5, which projects `status`, newest first, the latest 10. An owner
 * marking a submission `spam` or `received` changes that status, so admin feedback reaches the signal with no extra
 * write anywhere.
 *
 * Submissions stored before GSI5 are in GSI2 until migrated, so GSI2 is queried too (at once) until this process
 * has seen the table's migration marker (`leanIndexesMarked`): it looks once, in the background of its first read,
 * and again every `MIGRATION_RECHECK_MS` while the marker is missing; meanwhile it reads both, as before.
 */
export function submitterHistoryReader(
  table: Table,
  options: { now?: () => number; recheckMs?: number } = {},
): SubmitterHistoryReader {
  const now = options.now ?? Date.now;
  const recheckMs = options.recheckMs ?? MIGRATION_RECHECK_MS;
  let leanOnly = false;
  let lookedAt = -Infinity;
  const lookForMarker = () => {
    if (leanOnly || now() - lookedAt < recheckMs) return;
    lookedAt = now();
    leanIndexesMarked(table).then(
      (marked) => {
        leanOnly = marked;
      },
      // Not known: both indexes stay read; look again after `recheckMs`.
      () => undefined,
    );
  };
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
      const reads = (leanOnly ? EMAIL_INDEXES.slice(0, 1) : EMAIL_INDEXES).map((i) => newest(i, formId, email));
      lookForMarker();
      const found = new Map((await Promise.all(reads)).flat());
      const statuses = newestIds([[...found.keys()]], HISTORY_DEPTH).map((id) => found.get(id));
      return {
        spam: statuses.filter((s) => s === 'spam').length,
        ham: statuses.filter((s) => s !== undefined && HAM.has(s)).length,
        verified: statuses.filter((s) => s === 'verified').length,
      };
    },
  };
}
