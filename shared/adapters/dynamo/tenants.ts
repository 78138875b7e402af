import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TenantEntity, type TenantStore } from '@shared/domain/tenant.js';
import { itemCodec } from './item-codec.js';
import type { Table } from './table.js';
import { updateOf, written } from './expressions.js';
import { tenantKey } from './keys.js';

const codec = itemCodec(TenantEntity);

/** Tenant item: PK `TENANT#<id>`, SK `TENANT`. */

/** Reads tenants (all ingest needs). */
export function tenantReader(table: Table): Pick<TenantStore, 'get'> {
  return {
    async get(id) {
      const { Item } = await table.client.send(new GetCommand({ TableName: table.name, Key: tenantKey(id) }));
      return Item ? codec.fromItem(Item) : undefined;
    },
  };
}

export function tenantStore(table: Table): TenantStore {
  return {
    ...tenantReader(table),
    async create(tenant) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: { ...tenantKey(tenant.id), type: 'tenant', ...codec.toItem(tenant) },
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
