import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PendingUsageNotice, UsageCountOptions, UsageCounter, UsageLevel, UsageStore } from '@shared/domain/usage.js';
import { USAGE_LEVELS } from '@shared/domain/usage.js';
import { isConditionFailure, type Table } from './table.js';
import { tenantKey } from './tenants.js';
import type { WriteItem } from './transact.js';

/**
 * Usage counter item: PK `TENANT#<tid>`, SK `USAGE#<YYYY-MM>`; `submissions` counts the period's stored submissions.
 * `notified_80` / `notified_100` are set by the write that reaches the level; `notices_sent` (string set) records
 * which notices went out. While a notice is pending the item sits in the sparse GSI3 partition `USAGE_NOTICE`
 * (sort key `<time>#<tid>#<period>`), which the sweeper reads. Kept after the period for history (one small item a
 * month per tenant).
 */
const usageKey = (tenantId: string, period: string) => ({ PK: tenantKey(tenantId).PK, SK: `USAGE#${period}` });
const NOTICE_PARTITION = 'USAGE_NOTICE';

const NAMES = {
  '#type': 'type',
  '#tenant': 'tenant_id',
  '#period': 'period',
  '#count': 'submissions',
  '#updated': 'updated_at',
};

type Item = Record<string, unknown>;

const notifiedAttribute = (level: UsageLevel) => `notified_${level}`;
const sentSet = (item: Item) => (item.notices_sent as Set<string> | undefined) ?? new Set<string>();

const fromItem = (tenantId: string, period: string, item: Item | undefined): UsageCounter => ({
  tenantId,
  period,
  submissions: typeof item?.submissions === 'number' ? item.submissions : 0,
  throttled: item?.throttled === true,
  notified80: item?.notified_80 === true,
  notified100: item?.notified_100 === true,
});

export function usageStore(table: Table): UsageStore {
  const update = (tenantId: string, period: string, params: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>) =>
    table.client.send(new UpdateCommand({ TableName: table.name, Key: usageKey(tenantId, period), ...params }));

  return {
    async get(tenantId, period) {
      const { Item } = await table.client.send(new GetCommand({ TableName: table.name, Key: usageKey(tenantId, period) }));
      return fromItem(tenantId, period, Item);
    },

    countWrite(tenantId, period, options: UsageCountOptions) {
      const sets = ['#type = :type', '#tenant = :tenant', '#period = :period', '#updated = :at'];
      const values: Item = { ':one': 1, ':type': 'usage', ':tenant': tenantId, ':period': period, ':at': options.at.toISOString() };
      if (options.throttle || options.reached.length > 0) values[':true'] = true;
      if (options.throttle) sets.push('throttled = :true');
      for (const level of options.reached) sets.push(`${notifiedAttribute(level)} = :true`);
      if (options.reached.length > 0) {
        sets.push('GSI3PK = :noticePk', 'GSI3SK = if_not_exists(GSI3SK, :noticeSk)');
        values[':noticePk'] = NOTICE_PARTITION;
        values[':noticeSk'] = `${options.at.toISOString()}#${tenantId}#${period}`;
      }
      if (options.enforceLimit !== null) values[':limit'] = options.enforceLimit;
      return {
        Update: {
          Key: usageKey(tenantId, period),
          UpdateExpression: `ADD #count :one SET ${sets.join(', ')}`,
          ConditionExpression: options.enforceLimit !== null ? 'attribute_not_exists(#count) OR #count < :limit' : undefined,
          ExpressionAttributeNames: NAMES,
          ExpressionAttributeValues: values,
        },
      } satisfies WriteItem;
    },

    async pendingNotices(limit) {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          IndexName: 'GSI3',
          KeyConditionExpression: 'GSI3PK = :pk',
          ExpressionAttributeValues: { ':pk': NOTICE_PARTITION },
          Limit: limit,
        }),
      );
      return Items.map((item): PendingUsageNotice => {
        const sent = sentSet(item);
        return {
          tenantId: item.tenant_id as string,
          period: item.period as string,
          submissions: (item.submissions as number | undefined) ?? 0,
          levels: USAGE_LEVELS.filter((level) => item[notifiedAttribute(level)] === true && !sent.has(String(level))),
        };
      });
    },

    async claimNotice(tenantId, period, level) {
      try {
        await update(tenantId, period, {
          UpdateExpression: 'ADD notices_sent :level',
          ConditionExpression: 'attribute_exists(PK) AND NOT contains(notices_sent, :name)',
          ExpressionAttributeValues: { ':level': new Set([String(level)]), ':name': String(level) },
        });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async releaseNotice(tenantId, period, level) {
      await update(tenantId, period, {
        UpdateExpression: 'DELETE notices_sent :level',
        ExpressionAttributeValues: { ':level': new Set([String(level)]) },
      });
    },

    async settleNotices(tenantId, period) {
      try {
        await update(tenantId, period, {
          UpdateExpression: 'REMOVE GSI3PK, GSI3SK',
          // A level reached meanwhile keeps the item pending for the next sweep.
          ConditionExpression: USAGE_LEVELS.map(
            (level) => `(attribute_not_exists(${notifiedAttribute(level)}) OR contains(notices_sent, :l${level}))`,
          ).join(' AND '),
          ExpressionAttributeValues: Object.fromEntries(USAGE_LEVELS.map((level) => [`:l${level}`, String(level)])),
        });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
