import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { PayloadTooLargeError } from '@shared/domain/errors.js';
import type { SubmissionStore } from '@shared/domain/submission.js';
import { applyChanges } from './submission-changes.js';
import {
  batchGetSubmissions,
  createdRange,
  emailPartition,
  listPartitions,
  submissionFromItem,
  submissionKey,
  submissionToItem,
  summaryFromItem,
  summaryProjection,
} from './submission-items.js';
import { failedTransactionItem, isConditionFailure, type Table } from './table.js';
import { writeAtomically, type WriteItem } from './transact.js';

type Item = Record<string, unknown>;

/** DynamoDB refuses items over 400 KB with a ValidationException naming the item size. */
const isItemTooLarge = (error: unknown) => error instanceof Error && /item size|size has exceeded/i.test(error.message);

/** The submission repository: creates, reads, lists and (through `submission-changes.ts`) changes submissions. */
export function submissionStore(table: Table): SubmissionStore {
  const queryAll = async (input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> => {
    const items: Item[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await table.client.send(
        new QueryCommand({ TableName: table.name, ...input, ExclusiveStartKey: start }),
      );
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  };

  return {
    async create(submission, options = {}) {
      const item = { ...submissionToItem(submission), ...(options.usageCounted ? { usage_counted: true } : {}) };
      const put: WriteItem = {
        Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' },
      } satisfies WriteItem;
      try {
        // Alone (the usual case) this is one PutItem; the form counters and usage follow from the table stream.
        await writeAtomically(table, [put, ...((options.extraWrites ?? []) as WriteItem[])]);
        return 'created';
      } catch (error) {
        if (failedTransactionItem(error) === 0) return 'exists';
        if (isConditionFailure(error) && !options.extraWrites?.length) return 'exists';
        if (isItemTooLarge(error)) throw new PayloadTooLargeError('the submission is too large to store');
        throw error;
      }
    },

    async get(tenantId, formId, id) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: submissionKey(formId, id), ConsistentRead: true }),
      );
      return Item && Item.tenant_id === tenantId ? submissionFromItem(Item) : undefined;
    },

    async getMany(tenantId, formId, ids) {
      const unique = [...new Set(ids)];
      const chunks: string[][] = [];
      for (let i = 0; i < unique.length; i += 100) chunks.push(unique.slice(i, i + 100));
      const items = (await Promise.all(chunks.map((chunk) => batchGetSubmissions(table, formId, chunk)))).flat();
      return items.filter((item) => item.tenant_id === tenantId).map(submissionFromItem);
    },

    async list(formId, filter, limit, after) {
      const newest = (pk: string) =>
        table.client
          .send(
            new QueryCommand({
              TableName: table.name,
              IndexName: 'GSI1',
              KeyConditionExpression: after ? 'GSI1PK = :pk AND GSI1SK < :after' : 'GSI1PK = :pk',
              ProjectionExpression: summaryProjection.ProjectionExpression,
              ExpressionAttributeNames: summaryProjection.names,
              ExpressionAttributeValues: { ':pk': pk, ...(after ? { ':after': after } : {}) },
              ScanIndexForward: false,
              // One extra item tells whether another page exists, so the last page never carries a cursor.
              Limit: limit + 1,
            }),
          )
          .then((page) => page.Items ?? []);
      // `all` reads each status partition's newest and merges them (ids are time-ordered ULIDs).
      const items = (await Promise.all(listPartitions(formId, filter).map(newest)))
        .flat()
        .sort((a, b) => (String(a.id) < String(b.id) ? 1 : -1));
      const page = items.slice(0, limit).map(summaryFromItem);
      return { items: page, nextAfter: items.length > limit ? page[page.length - 1]!.id : null };
    },

    apply: (tenantId, formId, ids, plan) => applyChanges(table, tenantId, formId, ids, plan),

    async listBySubmitterEmail(formId, email) {
      const items = await queryAll({
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': emailPartition(formId, email) },
        ScanIndexForward: false,
      });
      return items.map(submissionFromItem);
    },

    async createdSince(formId, since) {
      const items = await queryAll({
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: createdRange(formId, since),
        ProjectionExpression: 'created_at',
      });
      return items.map((i) => i.created_at as string);
    },

    async unlock(submission, options = {}) {
      const update: WriteItem = {
        Update: {
          Key: submissionKey(submission.formId, submission.id),
          UpdateExpression: 'SET locked = :false, version = version + :one REMOVE locked_reason',
          ConditionExpression: `locked = :true AND tenant_id = :tenant AND ${submission.deletedAt === null ? 'attribute_not_exists' : 'attribute_exists'}(deleted_at)`,
          ExpressionAttributeValues: { ':true': true, ':false': false, ':one': 1, ':tenant': submission.tenantId },
        },
      } satisfies WriteItem;
      try {
        await writeAtomically(table, [update, ...((options.extraWrites ?? []) as WriteItem[])]);
        return 'unlocked';
      } catch (error) {
        if (failedTransactionItem(error) === 0 || (isConditionFailure(error) && !options.extraWrites?.length))
          return 'not_locked';
        throw error;
      }
    },
  };
}
