import { DeleteCommand, QueryCommand } from './commands.js';
import type { LockedEntry, LockedSubmissionLedger } from '@shared/domain/locked-submissions.js';
import type { Table } from './table.js';
import type { WriteItem } from './transact.js';
import { stringAttr } from './attributes.js';
import { lockedKey, lockedPartition } from './keys.js';

/**
 * Locked-submission ledger entry (`type: locked_submission`): PK `LOCKED#<tid>`, SK `<YYYY-MM>#<sid>`. Submission
 * ids are ULIDs, so one ascending Query of the tenant's partition lists its locked submissions oldest first.
 * Attributes: tenant_id, form_id, submission_id, period.
 */
const entryKey = (e: Pick<LockedEntry, 'tenantId' | 'period' | 'submissionId'>) =>
  lockedKey(e.tenantId, e.period, e.submissionId);

const fromItem = (item: Record<string, unknown>): LockedEntry => ({
  tenantId: stringAttr(item, 'tenant_id'),
  formId: stringAttr(item, 'form_id'),
  submissionId: stringAttr(item, 'submission_id'),
  period: stringAttr(item, 'period'),
});

/** The ledger entry of a submission stored locked, written with it (all ingest needs of the ledger). */
export const lockedEntryWrite: LockedSubmissionLedger['entryWrite'] = (entry) =>
  ({
    Put: {
      Item: {
        ...entryKey(entry),
        type: 'locked_submission',
        tenant_id: entry.tenantId,
        form_id: entry.formId,
        submission_id: entry.submissionId,
        period: entry.period,
      },
    },
  }) satisfies WriteItem;

export function lockedSubmissionLedger(table: Table): LockedSubmissionLedger {
  return {
    entryWrite: lockedEntryWrite,

    async oldest(tenantId, limit) {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': lockedPartition(tenantId) },
          ConsistentRead: true,
          Limit: limit,
        }),
      );
      return Items.map(fromItem);
    },

    removeWrite(entry) {
      return { Delete: { Key: entryKey(entry) } } satisfies WriteItem;
    },

    async remove(entry) {
      await table.client.send(new DeleteCommand({ TableName: table.name, Key: entryKey(entry) }));
    },
  };
}
