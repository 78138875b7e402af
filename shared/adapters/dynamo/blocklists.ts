import { DeleteCommand, PutCommand, QueryCommand } from './commands.js';
import {
  BlockedDomainEntity,
  BlockedIpEntity,
  type BlockedDomain,
  type BlockedIp,
  type BlockEntry,
  type BlockListStore,
} from '@shared/domain/spam/blocklists.js';
import { itemCodec } from './item-codec.js';
import type { Table } from './table.js';
import { written } from './expressions.js';
import { blockKey, blocksPartition } from './keys.js';

/**
 * Block-list entries: PK `BLOCKS#<tid>`, SK `DOMAIN#<id>` or `IP#<id>`, attribute `form_id` (null for tenant-wide).
 * One Query of the tenant's partition returns every entry; the form filter runs in memory, so ingest pays one
 * read (bounded: at most 500 entries of each kind per tenant) and no index is needed.
 */
const partition = blocksPartition;
const SORT_PREFIX = { domain: blockKey.domain.prefix, ip: blockKey.ip.prefix } as const;
const entryKey = (tenantId: string, kind: BlockEntry['kind'], id: string) => ({
  PK: partition(tenantId),
  SK: `${SORT_PREFIX[kind]}${id}`,
});

type Item = Record<string, unknown>;

const codecs = { domain: itemCodec(BlockedDomainEntity), ip: itemCodec(BlockedIpEntity) };

/** Every page of the tenant's partition (or of one kind): the items, or only their count. */
async function queryPartition(
  table: Table,
  tenantId: string,
  prefix?: string,
  select?: 'COUNT',
): Promise<{ items: Item[]; count: number }> {
  const items: Item[] = [];
  let count = 0;
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: prefix ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition(tenantId), ...(prefix ? { ':prefix': prefix } : {}) },
        ...(select ? { Select: select } : {}),
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return { items, count };
}

/** The entries that apply to a form (all the spam stage reads). */
export function blockListReader(table: Table): Pick<BlockListStore, 'forForm'> {
  return {
    async forForm(tenantId, formId) {
      const { items } = await queryPartition(table, tenantId);
      const applies = (item: Item) => item.form_id === null || item.form_id === undefined || item.form_id === formId;
      const byAge = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
      const domains: BlockedDomain[] = [];
      const ips: BlockedIp[] = [];
      for (const item of items.filter(applies)) {
        if (item.kind === 'domain') domains.push(codecs.domain.fromItem(item));
        else if (item.kind === 'ip') ips.push(codecs.ip.fromItem(item));
      }
      return { domains: domains.sort(byAge), ips: ips.sort(byAge) };
    },
  };
}

export function blockListStore(table: Table): BlockListStore {
  const TableName = table.name;
  return {
    ...blockListReader(table),

    async count(tenantId, kind) {
      return (await queryPartition(table, tenantId, SORT_PREFIX[kind], 'COUNT')).count;
    },

    async add(entry) {
      await table.client.send(
        new PutCommand({
          TableName,
          Item: {
            ...entryKey(entry.tenantId, entry.kind, entry.id),
            type: entry.kind === 'domain' ? 'blocked_domain' : 'blocked_ip',
            kind: entry.kind,
            ...(entry.kind === 'domain' ? codecs.domain.toItem(entry) : codecs.ip.toItem(entry)),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },

    async remove(tenantId, kind, id) {
      return written(
        table.client.send(
          new DeleteCommand({
            TableName,
            Key: entryKey(tenantId, kind, id),
            ConditionExpression: 'attribute_exists(PK)',
          }),
        ),
      );
    },
  };
}
