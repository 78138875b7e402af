import { submissionKey } from './keys.js';
import { GetCommand } from './commands.js';
import { PayloadTooLargeError } from '@shared/domain/errors.js';
import type { Submission, SubmissionStore, SubmissionSummary } from '@shared/domain/submission.js';
import { applyChanges } from './submission-changes.js';
import { submissionSearch, type SearchBounds } from './submission-search.js';
import { submissionIndexSearch } from './submission-index-search.js';
import { searchIndexReader } from './search-index.js';
import {
  batchGetSubmissions,
  createdRange,
  EMAIL_INDEX,
  emailPartition,
  formPartitionList,
  idOfKey,
  listPartition,
  readsFormPartition,
  STATUS_INDEX,
  stillListedIn,
  submissionFromItem,
  submissionToItem,
  summaryFromItem,
  summaryProjection,
} from './submission-items.js';
import {
  batchGetItems,
  indexSortKeys,
  newestFirstPage,
  queryAll,
  type FilteredReadBounds,
  type Table,
} from './table.js';
import { conditionalWrite, updateOf } from './expressions.js';
import { storeWrites, writeAtomically, type WriteItem } from './transact.js';
import { stringAttr } from './attributes.js';

const chunksOf = <T>(all: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(all.length / size) }, (_, i) => all.slice(i * size, (i + 1) * size));

/** DynamoDB refuses items over 400 KB with a ValidationException naming the item size. */
const isItemTooLarge = (error: unknown) => error instanceof Error && /item size|size has exceeded/i.test(error.message);

/**
 * Stores new submissions (what ingest needs, alone: a function that only creates bundles none of the readers and
 * changes below).
 */
export function submissionWriter(table: Table): Pick<SubmissionStore, 'create'> {
  return {
    async create(submission, options = {}) {
      const item = submissionToItem(submission);
      const put: WriteItem = {
        Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' },
      } satisfies WriteItem;
      // Alone (the usual case) this is one PutItem; the form counters and usage follow from the table stream.
      const outcome = await conditionalWrite(writeAtomically(table, [put, ...storeWrites(options.extraWrites)])).catch(
        (error: unknown) => {
          throw isItemTooLarge(error) ? new PayloadTooLargeError('the submission is too large to store') : error;
        },
      );
      if (outcome.written) return 'created';
      // The submission's own put (alone: -1; first of a transaction: 0) found it stored already.
      if (outcome.failedItem <= 0) return 'exists';
      throw outcome.error;
    },
  };
}

/** Reads submissions by id (what the delivery functions need, alone: their bundles leave lists and changes out). */
export function submissionReader(table: Table): Pick<SubmissionStore, 'get' | 'getEach' | 'getMany'> {
  const getEach: SubmissionStore['getEach'] = async (refs) => {
    const keyOf = (key: { PK: unknown; SK: unknown }) => `${String(key.PK)} ${String(key.SK)}`;
    const keys = new Map(refs.map((r) => submissionKey(r.formId, r.id)).map((key) => [keyOf(key), key]));
    const chunks = chunksOf([...keys.values()], 100);
    const items = (await Promise.all(chunks.map((chunk) => batchGetItems(table, chunk)))).flat();
    const found = new Map(items.map((item) => [keyOf(item as { PK: unknown; SK: unknown }), item]));
    return refs.map((r) => {
      const item = found.get(keyOf(submissionKey(r.formId, r.id)));
      return item && item.tenant_id === r.tenantId ? submissionFromItem(item) : undefined;
    });
  };

  return {
    async get(tenantId, formId, id) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: submissionKey(formId, id), ConsistentRead: true }),
      );
      return Item && Item.tenant_id === tenantId ? submissionFromItem(Item) : undefined;
    },

    async getMany(tenantId, formId, ids) {
      const found = await getEach(ids.map((id) => ({ tenantId, formId, id })));
      return found.filter((s): s is Submission => s !== undefined);
    },

    getEach,
  };
}

/**
 * How far a `received` / `all` page reads through other submissions (spam, mostly) before it ends short: wider than
 * the deliveries' lists, since an inbox between floods of spam is the case it exists for. 26 + 104 + 416 + 3 × 1,000
 * items (DynamoDB stops a request at 1 MB read earlier): a page under a flood of ~140 spam per real submission
 * still comes back full; the widest page reads ~7 MB of 2 KB items (~1,800 RCU, $0.0002).
 */
const INBOX_READ: FilteredReadBounds = { itemsPerRequest: 1000, requestsPerPage: 6 };

/** The submission repository: creates, reads, lists and (through `submission-changes.ts`) changes submissions. */
export function submissionStore(
  table: Table,
  filteredRead: FilteredReadBounds = INBOX_READ,
  searchRead?: SearchBounds,
): SubmissionStore {
  return {
    ...submissionWriter(table),
    ...submissionReader(table),

    async list(formId, filter, limit, after) {
      if (readsFormPartition(filter)) {
        const { items, below } = await newestFirstPage(
          table,
          { ...formPartitionList(formId, filter, after), ConsistentRead: true },
          limit,
          filteredRead,
        );
        return { items: items.map(summaryFromItem), nextAfter: below ? idOfKey(below) : null };
      }
      // Ids from the keys-only status partition, one extra telling whether another page exists, so the last page
      // never carries a cursor; then the page's summaries by key.
      const partition = listPartition(formId, filter);
      const ids = await indexSortKeys(table, STATUS_INDEX, partition, limit + 1, after);
      const pageIds = ids.slice(0, limit);
      const found = new Map(
        (await batchGetSubmissions(table, formId, pageIds, { consistent: false, projection: summaryProjection })).map(
          (item) => [stringAttr(item, 'id'), summaryFromItem(item)],
        ),
      );
      const items = pageIds
        .map((id) => found.get(id))
        .filter((s): s is SubmissionSummary => s !== undefined && stillListedIn(partition, s));
      return { items, nextAfter: ids.length > limit ? pageIds[pageIds.length - 1]! : null };
    },

    // Text and field searches read the form's search index where it covers them; the rest reads submissions.
    search: submissionIndexSearch(table, searchIndexReader(table), submissionSearch(table, searchRead)),

    apply: (tenantId, formId, ids, plan) => applyChanges(table, tenantId, formId, ids, plan),

    async listBySubmitterEmail(formId, email) {
      const ids = (
        await queryAll(table, {
          IndexName: EMAIL_INDEX,
          KeyConditionExpression: `${EMAIL_INDEX}PK = :pk`,
          ExpressionAttributeValues: { ':pk': emailPartition(formId, email) },
          ProjectionExpression: `${EMAIL_INDEX}SK`,
        })
      ).map((item) => stringAttr(item, `${EMAIL_INDEX}SK`));
      const items = (await Promise.all(chunksOf(ids, 100).map((chunk) => batchGetSubmissions(table, formId, chunk))))
        .flat()
        .map(submissionFromItem);
      return items.sort((a, b) => (a.id < b.id ? 1 : -1));
    },

    async createdSince(formId, since) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: createdRange(formId, since),
        ProjectionExpression: 'created_at',
      });
      return items.map((i) => stringAttr(i, 'created_at'));
    },

    async unlock(submission, options = {}) {
      const update: WriteItem = {
        Update: updateOf(
          submissionKey(submission.formId, submission.id),
          { set: { locked: false, locked_reason: null }, add: { version: 1 } },
          {
            expression: `locked = :true AND tenant_id = :tenant AND ${submission.deletedAt === null ? 'attribute_not_exists' : 'attribute_exists'}(deleted_at)`,
            ExpressionAttributeValues: { ':true': true, ':tenant': submission.tenantId },
          },
        ),
      } satisfies WriteItem;
      const outcome = await conditionalWrite(writeAtomically(table, [update, ...storeWrites(options.extraWrites)]));
      if (outcome.written) return 'unlocked';
      if (outcome.failedItem <= 0) return 'not_locked';
      throw outcome.error;
    },
  };
}
