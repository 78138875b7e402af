import { GetCommand, PutCommand } from './commands.js';
import { MembershipEntity, type MembershipStore, type MembershipWrite, type Role } from '@shared/domain/accounts.js';
import { itemCodec } from './item-codec.js';
import { queryAll, queryPrefix, type Table } from './table.js';
import { conditionalWrite, updateOf, written } from './expressions.js';
import { membershipKey, membershipUserIndexKey, ownerCountKey, tenantPartition } from './keys.js';
import { writeAtomically, type WriteItem } from './transact.js';
import { subscriberWrite } from './delivery-targets.js';

const codec = itemCodec(MembershipEntity);

/**
 * Membership item: PK `TENANT#<tenant>`, SK `MEMBER#<user>` (the pipeline reads it strongly consistent on every
 * session request, so a role change or removal applies at once). GSI1 `USER#<user>#ORGS` / `<tenant>` lists a
 * user's organizations. Each write of a member's notification choice (add, change, removal) also changes the
 * organization's subscribers (`delivery-targets.ts`) in the same transaction. Beside them, PK `TENANT#<tenant>`, SK
 * `OWNERS` counts the owners: every write that makes or unmakes an owner is a transaction with a conditional change
 * of that count, so two owners demoting (or removing) each other at the same instant cannot both succeed and leave
 * the organization without one.
 */
const userIndexKey = membershipUserIndexKey;

/** One more owner, or one fewer (refused when it would leave none). */
const ownerCountChange = (tenantId: string, delta: 1 | -1): WriteItem => ({
  Update: updateOf(
    ownerCountKey(tenantId),
    { add: { owners: delta } },
    delta > 0
      ? { expression: 'attribute_exists(PK)' }
      : { expression: 'owners > :one', ExpressionAttributeValues: { ':one': 1 } },
  ),
});

const ownerDelta = (from: Role | null, to: Role | null): 1 | -1 | 0 =>
  from === 'owner' && to !== 'owner' ? -1 : to === 'owner' && from !== 'owner' ? 1 : 0;

export function membershipStore(table: Table): MembershipStore {
  const get = async (tenantId: string, userId: string) => {
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: membershipKey(tenantId, userId), ConsistentRead: true }),
    );
    return Item ? codec.fromItem(Item) : undefined;
  };
  const listForTenant = async (tenantId: string) =>
    (await queryPrefix(table, tenantPartition(tenantId), membershipKey.prefix)).map((item) => codec.fromItem(item));

  /**
   * Makes sure the owner count exists (an organization without the count item gets it counted once): every writer changing
   * owners comes here first, and only the first count is kept, so no change is counted twice.
   */
  const ensureOwnerCount = async (tenantId: string) => {
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: ownerCountKey(tenantId), ConsistentRead: true }),
    );
    if (Item) return;
    const owners = (await listForTenant(tenantId)).filter((m) => m.role === 'owner').length;
    await written(
      table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: { ...ownerCountKey(tenantId), type: 'owner_count', owners },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      ),
    );
  };

  /**
   * Writes the membership change with the owner count's and `alongside` (unconditional), all or nothing; says which
   * condition refused it.
   */
  const withOwnerCount = async (
    tenantId: string,
    write: WriteItem,
    delta: 1 | -1 | 0,
    refusedWrite: () => Promise<MembershipWrite>,
    alongside: WriteItem[] = [],
  ): Promise<MembershipWrite> => {
    if (delta !== 0) await ensureOwnerCount(tenantId);
    const items = delta === 0 ? [write, ...alongside] : [write, ownerCountChange(tenantId, delta), ...alongside];
    const outcome = await conditionalWrite(writeAtomically(table, items));
    if (outcome.written) return 'done';
    return delta !== 0 && outcome.failedItem === 1 ? 'last_owner' : refusedWrite();
  };

  /** Why a write conditioned on the member's role was refused: no such member, or its role changed meanwhile. */
  const refusalFor = (tenantId: string, userId: string) => async (): Promise<MembershipWrite> =>
    (await get(tenantId, userId)) ? 'stale' : 'not_found';

  return {
    get,
    listForTenant,
    async listForUser(userId) {
      const items = await queryAll(table, {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': userIndexKey(userId).GSI1PK },
      });
      return items.map((item) => codec.fromItem(item));
    },
    async add(membership) {
      const put: WriteItem = {
        Put: {
          Item: {
            ...membershipKey(membership.tenantId, membership.userId),
            ...userIndexKey(membership.userId, membership.tenantId),
            type: 'membership',
            ...codec.toItem(membership),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      };
      const delta = ownerDelta(null, membership.role);
      const subscribes = membership.notifySubmissions
        ? [subscriberWrite(membership.tenantId, membership.userId, true)]
        : [];
      return (await withOwnerCount(membership.tenantId, put, delta, async () => 'stale', subscribes)) === 'done';
    },
    setRole: (tenantId, userId, from, to) =>
      withOwnerCount(
        tenantId,
        {
          Update: updateOf(
            membershipKey(tenantId, userId),
            { set: { role: to } },
            {
              expression: 'attribute_exists(PK) AND #role = :from',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':from': from },
            },
          ),
        },
        ownerDelta(from, to),
        refusalFor(tenantId, userId),
      ),
    setNotifySubmissions: (tenantId, userId, on) =>
      written(
        writeAtomically(table, [
          {
            Update: updateOf(
              membershipKey(tenantId, userId),
              { set: { notify_submissions: on } },
              { expression: 'attribute_exists(PK)' },
            ),
          },
          subscriberWrite(tenantId, userId, on),
        ]),
      ),
    remove: (tenantId, userId, role) =>
      withOwnerCount(
        tenantId,
        {
          Delete: {
            Key: membershipKey(tenantId, userId),
            ConditionExpression: 'attribute_exists(PK) AND #role = :from',
            ExpressionAttributeNames: { '#role': 'role' },
            ExpressionAttributeValues: { ':from': role },
          },
        },
        ownerDelta(role, null),
        refusalFor(tenantId, userId),
        [subscriberWrite(tenantId, userId, false)],
      ),
  };
}
