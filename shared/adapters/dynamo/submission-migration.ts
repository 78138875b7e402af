import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { stateIndexKeys, submissionFromItem, submissionKey } from './submission-items.js';
import { assignments, isConditionFailure, type Table } from './table.js';

export interface MigrationProgress {
  scanned: number;
  moved: number;
  /** Changed meanwhile (their change moved them already) or gone. */
  skipped: number;
}

/**
 * Moves submissions stored before the lean indexes (fully projected GSI1 / GSI2 copies, some with a GSI3 `LIVE`
 * copy) to GSI4 / GSI5: one Scan of the table for such items, then per item one UpdateItem of its index keys only,
 * conditional on the version read (a submission changed meanwhile was moved by that change). Nothing else of the
 * item changes, so the table-stream consumer counts nothing. Run once after deploying GSI5; running it again finds
 * nothing to move. Afterwards no submission is listed in GSI1 / GSI2 any more, which the run records in the table
 * (`markLeanIndexes`): the scan is strongly consistent, so no submission written before it started is missed.
 */
export async function moveSubmissionsToLeanIndexes(
  table: Table,
  onPage: (progress: MigrationProgress) => void = () => undefined,
): Promise<MigrationProgress> {
  const progress: MigrationProgress = { scanned: 0, moved: 0, skipped: 0 };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new ScanCommand({
        TableName: table.name,
        FilterExpression:
          '#type = :submission AND (attribute_exists(GSI1PK) OR attribute_exists(GSI2PK) OR attribute_exists(GSI3PK))',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':submission': 'submission' },
        ExclusiveStartKey,
        ConsistentRead: true,
      }),
    );
    progress.scanned += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      if (await moveOne(table, item)) progress.moved++;
      else progress.skipped++;
    }
    onPage({ ...progress });
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  await markLeanIndexes(table, new Date());
  return progress;
}

/**
 * Marker item: the table holds no submission in the layout before the lean indexes (nothing to read in GSI1 / GSI2
 * for submissions). Written by a complete migration run, when a table is created locally, and by the first `tenant
 * create` on an empty deployed table (`markLeanIndexesIfEmpty`). Submissions can never be written in the old layout
 * again, so once present it stays true.
 */
export const LEAN_INDEXES_MARKER = { PK: 'MIGRATION#submission-indexes', SK: 'DONE' } as const;

export async function markLeanIndexes(table: Table, at: Date): Promise<void> {
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: { ...LEAN_INDEXES_MARKER, type: 'migration', completed_at: at.toISOString() },
    }),
  );
}

/**
 * Marks a table that holds no item at all: a fresh deployment before its first tenant (`npm run admin -- tenant
 * create`) has nothing to migrate. One GetItem, then a one-item Scan; false when the table holds anything.
 */
export async function markLeanIndexesIfEmpty(table: Table, at: Date): Promise<boolean> {
  if (await leanIndexesMarked(table)) return true;
  const page = await table.client.send(new ScanCommand({ TableName: table.name, Limit: 1, ConsistentRead: true }));
  if ((page.Count ?? 0) > 0 || page.LastEvaluatedKey) return false;
  await markLeanIndexes(table, at);
  return true;
}

/** Whether the table is known to hold submissions in the lean layout only (one GetItem). */
export async function leanIndexesMarked(table: Table): Promise<boolean> {
  const { Item } = await table.client.send(new GetCommand({ TableName: table.name, Key: LEAN_INDEXES_MARKER }));
  return Item !== undefined;
}

async function moveOne(table: Table, item: Record<string, unknown>): Promise<boolean> {
  const submission = submissionFromItem(item);
  const { names, values, sets, removes } = assignments(Object.entries(stateIndexKeys(submission)));
  try {
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: submissionKey(submission.formId, submission.id),
        UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
        ConditionExpression: 'version = :v',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':v': item.version },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
