import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TenantStore } from '@shared/domain/tenant.js';
import type { PlanName } from '@shared/domain/plans.js';
import { isConditionFailure, type Table } from './table.js';

/** Tenant item: PK `TENANT#<id>`, SK `TENANT`. */
export const tenantKey = (id: string) => ({ PK: `TENANT#${id}`, SK: 'TENANT' });

export function tenantStore(table: Table): TenantStore {
  return {
    async get(id) {
      const { Item } = await table.client.send(new GetCommand({ TableName: table.name, Key: tenantKey(id) }));
      if (!Item) return undefined;
      return {
        id: Item.id as string,
        name: Item.name as string,
        plan: Item.plan as PlanName,
        ownerEmail: Item.owner_email as string,
        createdAt: Item.created_at as string,
      };
    },
    async create(tenant) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...tenantKey(tenant.id),
            type: 'tenant',
            id: tenant.id,
            name: tenant.name,
            plan: tenant.plan,
            owner_email: tenant.ownerEmail,
            created_at: tenant.createdAt,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },
    async setPlan(id, plan) {
      try {
        await table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: tenantKey(id),
            UpdateExpression: 'SET #plan = :plan',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#plan': 'plan' },
            ExpressionAttributeValues: { ':plan': plan },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
