import { GetCommand, PutCommand, UpdateCommand } from './commands.js';
import { TenantEntity, type Tenant, type TenantStore } from '@shared/domain/tenant.js';
import { itemCodec } from './item-codec.js';
import type { Table } from './table.js';
import { updateOf, written } from './expressions.js';
import { tenantKey } from './keys.js';

const codec = itemCodec(TenantEntity);

/**
 * Tenant item: PK `TENANT#<id>`, SK `TENANT`. Beside the tenant, `campaigns_until` (epoch seconds): the latest
 * expiry of any campaign remembered for it (`campaign-memory.ts` raises it before a campaign is written), 0 for a
 * tenant created with none; absent on tenants older than the mark, whose memory is always looked up.
 */

/** A tenant with what its item says about its remembered campaigns (what ingest reads, in one GetItem). */
export interface TenantRecord {
  tenant: Tenant;
  /** Epoch seconds until which a remembered campaign may exist; undefined when the item does not say. */
  campaignsUntil: number | undefined;
}

/** Reads tenant items whole: the tenant and its campaign mark (ingest's one read of a tenant). */
export function tenantRecordReader(table: Table): { get(id: string): Promise<TenantRecord | undefined> } {
  return {
    async get(id) {
      const { Item } = await table.client.send(new GetCommand({ TableName: table.name, Key: tenantKey(id) }));
      if (!Item) return undefined;
      const until = Item.campaigns_until;
      return { tenant: codec.fromItem(Item), campaignsUntil: typeof until === 'number' ? until : undefined };
    },
  };
}

/** Reads tenants. */
export function tenantReader(table: Table): Pick<TenantStore, 'get'> {
  const records = tenantRecordReader(table);
  return { get: async (id) => (await records.get(id))?.tenant };
}

export function tenantStore(table: Table): TenantStore {
  return {
    ...tenantReader(table),
    async create(tenant) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          // A new tenant remembers no campaign yet: ingest skips the memory's lookup until one is learned.
          Item: { ...tenantKey(tenant.id), type: 'tenant', ...codec.toItem(tenant), campaigns_until: 0 },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },
    setPlan: (id, plan) => setAttribute(id, 'plan', plan),
    rename: (id, name) => setAttribute(id, 'name', name),
  };

  async function setAttribute(id: string, attribute: 'plan' | 'name', value: string): Promise<boolean> {
    return written(
      table.client.send(
        new UpdateCommand({
          TableName: table.name,
          ...updateOf(tenantKey(id), { set: { [attribute]: value } }, { expression: 'attribute_exists(PK)' }),
        }),
      ),
    );
  }
}
