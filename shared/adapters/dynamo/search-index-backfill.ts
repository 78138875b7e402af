import { QueryCommand, UpdateCommand } from './commands.js';
import { ID_WRITE_SKEW_MS } from '@shared/domain/search-index.js';
import { indexedText } from '@shared/domain/submission-search.js';
import { ID_PREFIXES } from '@shared/domain/ids.js';
import { encodeTime } from 'ulid';
import { updateOf } from './expressions.js';
import { submissionFromItem } from './submission-items.js';
import { submissionKey, searchPartKey } from './keys.js';
import type { SearchIndex } from './search-index-writer.js';
import type { Table } from './table.js';

/**
 * Indexes a form's submissions stored before its index began (`covers_from`; all of them when it has none), oldest
 * first, 1,000 a write round, packing them as the stream consumer does; then the index covers the whole form. For
 * forms older than the index (an operations task) and for benches and tests that store submissions directly.
 * Returns how many submissions it indexed.
 */
export async function backfillSearchIndex(table: Table, index: SearchIndex, formId: string): Promise<number> {
  const started = Date.now();
  const newest = await index.newest(formId);
  const below = newest
    ? `${ID_PREFIXES.submission}_${encodeTime(Math.min(newest.coversFrom, 2 ** 48 - 1), 10).toLowerCase()}`
    : `${ID_PREFIXES.submission}_~`;
  let indexed = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': submissionKey(formId, '').PK,
          ':from': submissionKey(formId, `${ID_PREFIXES.submission}_`).SK,
          ':to': submissionKey(formId, below).SK,
        },
        Limit: 1000,
        ExclusiveStartKey,
      }),
    );
    const ops = new Map<string, string>();
    for (const item of page.Items ?? []) {
      const submission = submissionFromItem(item);
      ops.set(submission.id, indexedText(submission));
    }
    if (ops.size > 0) await index.apply(formId, ops, { through: started - ID_WRITE_SKEW_MS, coversFrom: 0 });
    indexed += ops.size;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const top = await index.newest(formId);
  if (top && top.coversFrom !== 0)
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        ...updateOf(
          searchPartKey(formId, top.key),
          { set: { covers_from: 0 }, add: { version: 1 } },
          { expression: 'attribute_exists(PK)' },
        ),
      }),
    );
  return indexed;
}
