import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MembershipEntity, type MembershipStore } from '@shared/domain/accounts.js';
import { itemCodec } from './item-codec.js';
import { queryAll, queryPrefix, type Table } from './table.js';
import { updateOf, written } from './expressions.js';
import { membershipKey, membershipUserIndexKey, tenantPartition } from './keys.js';

const codec = itemCodec(MembershipEntity);

/**
 * Membership item: PK `TENANT#<tenant>`, SK `MEMBER#<user>` (the pipeline reads it strongly consistent on every
 * session request, so a role change or removal applies at once). GSI1 `USER#<user>#ORGS` / `<tenant>` lists a
 * user's organizations.
 */
const userIndexKey = membershipUserIndexKey;

/** Runs a conditional write; false when its condition failed. */
const conditionally = (write: () => Promise<unknown>): Promise<boolean> => written(write());

export function membershipStore(table: Table): MembershipStore {
  return {
    async get(tenantId, userId) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: membershipKey(tenantId, userId), ConsistentRead: true }),
      );
      return Item ? codec.fromItem(Item) : undefined;
    },
    async listForTenant(tenantId) {
      const items = await queryPrefix(table, tenantPartition(tenantId), membershipKey.prefix);
      return items.map((item) => codec.fromItem(item));
    },
    async listForUser(userId) {
      const items = await queryAll(table, {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': userIndexKey(userId).GSI1PK },
      });
      return items.map((item) => codec.fromItem(item));
    },
    add: (membership) =>
      conditionally(() =>
        table.client.send(
          new PutCommand({
            TableName: table.name,
            Item: {
              ...membershipKey(membership.tenantId, membership.userId),
              ...userIndexKey(membership.userId, membership.tenantId),
              type: 'membership',
              ...codec.toItem(membership),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      ),
    setRole: (tenantId, userId, role) =>
      conditionally(() =>
        table.client.send(
          new UpdateCommand({
            TableName: table.name,
            ...updateOf(membershipKey(tenantId, userId), { set: { role } }, { expression: 'attribute_exists(PK)' }),
          }),
        ),
      ),
    setNotifySubmissions: (tenantId, userId, on) =>
      conditionally(() =>
        table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: membershipKey(tenantId, userId),
            UpdateExpression: 'SET notify_submissions = :on',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':on': on },
          }),
        ),
      ),
    remove: (tenantId, userId) =>
      conditionally(() =>
        table.client.send(
          new DeleteCommand({
            TableName: table.name,
            Key: membershipKey(tenantId, userId),
            ConditionExpression: 'attribute_exists(PK)',
          }),
        ),
      ),
  };
}
