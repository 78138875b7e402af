import { createHash } from 'node:crypto';
import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand, type BatchGetCommandOutput } from './commands.js';
import { normalizeAddress } from '@shared/domain/email/addresses.js';
import {
  SuppressionEntryEntity,
  type SuppressionEntry,
  type SuppressionStore,
} from '@shared/domain/email/suppression.js';
import { itemCodec } from './item-codec.js';
import type { Table } from './table.js';
import { conditionalWrite, updateOf, written } from './expressions.js';
import { writeAtomically } from './transact.js';
import { stringAttr } from './attributes.js';
import { suppressionGuardKey, suppressionKey, suppressionPartition } from './keys.js';

/**
 * Suppression entries, one partition per scope (a tenant id, or `GLOBAL` for entries no tenant owns):
 * - entry: PK `SUPPRESS#<scope>`, SK `<sup id>` (ULIDs: a Query backwards lists newest first);
 * - lookup guard: PK `SUPPRESSED#<scope>#<sha256 of the lowercased address>`, SK `SUPPRESSED`, a copy of the entry.
 * Both are written in one transaction whose condition on the guard keeps one entry per scope and address; a
 * send checks its recipients with one BatchGetItem of guards (tenant and global scope per address).
 */
const GLOBAL_SCOPE = 'GLOBAL';
const scopeOf = (tenantId: string | null) => tenantId ?? GLOBAL_SCOPE;
const addressHash = (email: string) => createHash('sha256').update(normalizeAddress(email), 'utf8').digest('hex');

const entryKey = suppressionKey;
const guardKey = (scope: string, email: string) => suppressionGuardKey(scope, addressHash(email));

type Item = Record<string, unknown>;

const codec = itemCodec(SuppressionEntryEntity);
const attributes = codec.toItem;
const fromItem = (item: Item): SuppressionEntry => codec.fromItem(item);

const BATCH_GET_LIMIT = 100;

export function suppressionStore(table: Table): SuppressionStore {
  const getGuard = async (scope: string, email: string) => {
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: guardKey(scope, email), ConsistentRead: true }),
    );
    return Item;
  };

  const batchGet = async (keys: Record<string, string>[]): Promise<Item[]> => {
    const found: Item[] = [];
    for (let i = 0; i < keys.length; i += BATCH_GET_LIMIT) {
      let pending: Item[] | undefined = keys.slice(i, i + BATCH_GET_LIMIT);
      for (let round = 0; pending && pending.length > 0; round++) {
        if (round > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** Math.min(round, 6)));
        const result: BatchGetCommandOutput = await table.client.send(
          new BatchGetCommand({ RequestItems: { [table.name]: { Keys: pending } } }),
        );
        found.push(...(result.Responses?.[table.name] ?? []));
        pending = result.UnprocessedKeys?.[table.name]?.Keys;
      }
    }
    return found;
  };

  const queryScope = async (scope: string, limit: number, before?: string) => {
    const { Items = [] } = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: before ? 'PK = :pk AND SK < :before' : 'PK = :pk',
        ExpressionAttributeValues: { ':pk': suppressionPartition(scope), ...(before ? { ':before': before } : {}) },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return Items.map(fromItem);
  };

  return {
    async add(entry) {
      const scope = scopeOf(entry.tenantId);
      const added = await written(
        writeAtomically(table, [
          {
            Put: {
              Item: { ...guardKey(scope, entry.email), type: 'suppression_guard', ...attributes(entry) },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Put: { Item: { ...entryKey(scope, entry.id), type: 'suppression', ...attributes(entry) } } },
        ]),
      );
      if (added) return { entry, created: true };
      // The guard exists: the entry of this scope and address is the one already stored.
      const existing = await getGuard(scope, entry.email);
      if (!existing) throw new Error('a suppression guard refused the entry and then could not be read');
      return { entry: fromItem(existing), created: false };
    },

    async findSuppressed(tenantId, emails) {
      const unique = [...new Set(emails.map(normalizeAddress))];
      const byKey = new Map<string, { email: string; scope: string }>();
      for (const email of unique) {
        for (const scope of [tenantId, GLOBAL_SCOPE]) byKey.set(guardKey(scope, email).PK, { email, scope });
      }
      const items = await batchGet([...byKey.keys()].map((PK) => ({ PK, SK: suppressionGuardKey('', '').SK })));
      const result = new Map<string, SuppressionEntry>();
      // Tenant entries first, so a tenant's own entry is the one reported when both scopes suppress.
      items.sort((a, b) => Number(b.tenant_id === tenantId) - Number(a.tenant_id === tenantId));
      for (const item of items) {
        const { email } = byKey.get(stringAttr(item, 'PK'))!;
        if (!result.has(email)) result.set(email, fromItem(item));
      }
      return result;
    },

    async list(tenantId, limit, before) {
      const [own, global] = await Promise.all([
        queryScope(tenantId, limit + 1, before),
        queryScope(GLOBAL_SCOPE, limit + 1, before),
      ]);
      const merged = [...own, ...global].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
      const entries = merged.slice(0, limit);
      return { entries, nextBefore: merged.length > limit ? entries[entries.length - 1]!.id : null };
    },

    async remove(tenantId, id) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: entryKey(tenantId, id), ConsistentRead: true }),
      );
      if (!Item) return false;
      const guard = guardKey(tenantId, stringAttr(Item, 'email'));
      return written(
        writeAtomically(table, [
          { Delete: { Key: entryKey(tenantId, id), ConditionExpression: 'attribute_exists(PK)' } },
          {
            Delete: {
              Key: guard,
              ConditionExpression: 'attribute_not_exists(PK) OR id = :id',
              ExpressionAttributeValues: { ':id': id },
            },
          },
        ]),
      );
    },

    async claimOwnerNotice(entry, tenantId) {
      return written(
        table.client.send(
          new UpdateCommand({
            TableName: table.name,
            ...updateOf(
              entryKey(scopeOf(entry.tenantId), entry.id),
              { add: { notified_tenants: new Set([tenantId]) } },
              {
                expression: 'attribute_exists(PK) AND NOT contains(notified_tenants, :tenant)',
                ExpressionAttributeValues: { ':tenant': tenantId },
              },
            ),
          }),
        ),
      );
    },

    async releaseOwnerNotice(entry, tenantId) {
      await conditionalWrite(
        table.client.send(
          new UpdateCommand({
            TableName: table.name,
            ...updateOf(
              entryKey(scopeOf(entry.tenantId), entry.id),
              { deleteMembers: { notified_tenants: new Set([tenantId]) } },
              { expression: 'attribute_exists(PK)' },
            ),
          }),
        ),
      );
    },
  };
}
