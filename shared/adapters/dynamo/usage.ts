import { GetCommand, QueryCommand, UpdateCommand } from './commands.js';
import type {
  LockedBacklog,
  PendingUsageNotice,
  UnlockCountOptions,
  UsageCounter,
  UsageLevel,
  UsageStore,
} from '@shared/domain/usage.js';
import { PlanLimitReachedError, USAGE_LEVELS } from '@shared/domain/usage.js';
import { addOnce } from './stream-counts.js';
import type { Table } from './table.js';
import { refusedAs, type WriteItem } from './transact.js';
import { numberAttr, stringAttr, stringSetAttr } from './attributes.js';
import { conditionalWrite, updateOf, written, type UpdateSpec } from './expressions.js';
import {
  LOCKED_BACKLOG_PARTITION,
  USAGE_NOTICE_PARTITION,
  lockedBacklogIndexKey,
  usageKey,
  usageNoticeSortKey,
} from './keys.js';

/**
 * Usage counter item: PK `TENANT#<tid>`, SK `USAGE#<YYYY-MM>`; `submissions` counts the period's stored submissions
 * (plus earlier periods' ones unlocked in it), `unlocked` those consuming the plan (see `UsageCounter`).
 * `notified_80` / `notified_100` are set by the write that reaches the level; `notices_sent` (string set) records
 * which notices went out. While a notice is pending the item sits in the sparse GSI3 partition `USAGE_NOTICE`
 * (sort key `<time>#<tid>#<period>`), which the sweeper reads. A counter that stored a locked submission sits in the
 * sparse GSI2 partition `LOCKED_BACKLOG` (sort key `<tid>#<period>`) until the sweeper finds the tenant's locked
 * ledger empty, so finding tenants to unlock is one Query. Kept after the period for history (one small item a
 * month per tenant).
 */

type Item = Record<string, unknown>;

const notifiedAttribute = (level: UsageLevel) => `notified_${level}`;
const sentSet = (item: Item) => stringSetAttr(item, 'notices_sent');

const fromItem = (tenantId: string, period: string, item: Item | undefined): UsageCounter => ({
  tenantId,
  period,
  submissions: typeof item?.submissions === 'number' ? item.submissions : 0,
  unlocked: typeof item?.unlocked === 'number' ? item.unlocked : 0,
  throttled: item?.throttled === true,
  notified80: item?.notified_80 === true,
  notified100: item?.notified_100 === true,
});

interface CounterUpdate {
  /** Attributes to add one to. */
  add: ('submissions' | 'unlocked')[];
  reached: readonly UsageLevel[];
  throttle: boolean;
  /** Join the locked-backlog index (GSI2 `LOCKED_BACKLOG` / `<tid>#<period>`). */
  backlog: boolean;
  /** `attribute < limit` (or the attribute not there yet) as the write's condition. */
  limit: { attribute: 'submissions' | 'unlocked'; value: number } | null;
  at: Date;
}

/** The one Update every count write is: adds, flags, index markers and the plan-limit condition. */
function counterUpdate(tenantId: string, period: string, u: CounterUpdate): WriteItem {
  const noticeSk = usageNoticeSortKey(u.at, tenantId, period);
  const set: Item = {
    type: 'usage',
    tenant_id: tenantId,
    period,
    updated_at: u.at.toISOString(),
    ...(u.throttle ? { throttled: true } : {}),
    ...Object.fromEntries(u.reached.map((level) => [notifiedAttribute(level), true])),
    ...(u.reached.length > 0 ? { GSI3PK: USAGE_NOTICE_PARTITION } : {}),
    ...(u.backlog ? lockedBacklogIndexKey(tenantId, period) : {}),
  };
  const write = {
    Update: updateOf(
      usageKey(tenantId, period),
      {
        set,
        add: Object.fromEntries(u.add.map((attribute) => [attribute, 1])),
        // The notice keeps the time it was first due: its place in the sweeper's oldest-first list.
        setIfAbsent: u.reached.length > 0 ? { GSI3SK: noticeSk } : {},
      },
      {
        ...(u.limit
          ? {
              expression: 'attribute_not_exists(#limited) OR #limited < :limit',
              ExpressionAttributeNames: { '#limited': u.limit.attribute },
            }
          : {}),
        ...(u.limit ? { ExpressionAttributeValues: { ':limit': u.limit.value } } : {}),
      },
    ),
  } satisfies WriteItem;
  return u.limit ? refusedAs(write, () => new PlanLimitReachedError()) : write;
}

/** An Update of one counter item (the key and table filled in). */
const counterUpdater =
  (table: Table) => (tenantId: string, period: string, spec: UpdateSpec, condition?: Parameters<typeof updateOf>[2]) =>
    table.client.send(
      new UpdateCommand({ TableName: table.name, ...updateOf(usageKey(tenantId, period), spec, condition) }),
    );

/** What a submission reads of the counter. */
export type SubmissionUsage = Pick<UsageStore, 'get'>;

/**
 * The counter as the submission path uses it. Ingest builds only this part (the sweeper's and the table stream's
 * methods stay out of its bundle, as the forms reader does for the form store).
 */
export function submissionUsage(table: Table): SubmissionUsage {
  return {
    async get(tenantId, period) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: usageKey(tenantId, period) }),
      );
      return fromItem(tenantId, period, Item);
    },
  };
}

/** The whole counter store: the submission's part, the table stream's batches, the sweeper's unlocks and notices. */
export function usageStore(table: Table): UsageStore {
  const update = counterUpdater(table);
  return {
    ...submissionUsage(table),

    async recordReached(tenantId, period, level, { threshold, throttle, at }) {
      const flag = notifiedAttribute(level);
      return written(
        update(
          tenantId,
          period,
          {
            set: { [flag]: true, GSI3PK: USAGE_NOTICE_PARTITION, ...(throttle ? { throttled: true } : {}) },
            setIfAbsent: { GSI3SK: usageNoticeSortKey(at, tenantId, period) },
          },
          {
            expression: `submissions >= :threshold AND (attribute_not_exists(#flag) OR #flag <> :true)`,
            ExpressionAttributeNames: { '#flag': flag },
            ExpressionAttributeValues: { ':true': true, ':threshold': threshold },
          },
        ),
      );
    },

    async addBatch(batchId, delta) {
      const item = await addOnce(table, batchId, {
        key: usageKey(delta.tenantId, delta.period),
        add: { submissions: delta.submissions, unlocked: delta.unlocked },
        set: {
          type: 'usage',
          tenant_id: delta.tenantId,
          period: delta.period,
          ...(delta.locked ? lockedBacklogIndexKey(delta.tenantId, delta.period) : {}),
        },
      });
      return item && fromItem(delta.tenantId, delta.period, item);
    },

    unlockWrite(tenantId, period, options: UnlockCountOptions) {
      return counterUpdate(tenantId, period, {
        add: options.carriedOver ? ['submissions', 'unlocked'] : ['unlocked'],
        reached: options.reached,
        throttle: options.throttle,
        backlog: false,
        limit: options.limit !== null ? { attribute: 'unlocked', value: options.limit } : null,
        at: options.at,
      });
    },

    async lockedBacklogs(limit) {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          IndexName: 'GSI2',
          KeyConditionExpression: 'GSI2PK = :pk',
          ExpressionAttributeValues: { ':pk': LOCKED_BACKLOG_PARTITION },
          Limit: limit,
        }),
      );
      return Items.map((item): LockedBacklog => ({
        tenantId: stringAttr(item, 'tenant_id'),
        period: stringAttr(item, 'period'),
        submissions: numberAttr(item, 'submissions'),
      }));
    },

    async clearBacklog(backlog) {
      await conditionalWrite(
        update(
          backlog.tenantId,
          backlog.period,
          { set: { GSI2PK: null, GSI2SK: null } },
          // Counts only grow: an equal count means no locked submission was stored on this counter since the read.
          { expression: 'submissions = :seen', ExpressionAttributeValues: { ':seen': backlog.submissions } },
        ),
      );
    },

    async pendingNotices(limit) {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          IndexName: 'GSI3',
          KeyConditionExpression: 'GSI3PK = :pk',
          ExpressionAttributeValues: { ':pk': USAGE_NOTICE_PARTITION },
          Limit: limit,
        }),
      );
      return Items.map((item): PendingUsageNotice => {
        const sent = sentSet(item);
        return {
          tenantId: stringAttr(item, 'tenant_id'),
          period: stringAttr(item, 'period'),
          submissions: numberAttr(item, 'submissions'),
          levels: USAGE_LEVELS.filter((level) => item[notifiedAttribute(level)] === true && !sent.has(String(level))),
        };
      });
    },

    async claimNotice(tenantId, period, level) {
      return written(
        update(
          tenantId,
          period,
          { add: { notices_sent: new Set([String(level)]) } },
          {
            expression: 'attribute_exists(PK) AND NOT contains(notices_sent, :name)',
            ExpressionAttributeValues: { ':name': String(level) },
          },
        ),
      );
    },

    async releaseNotice(tenantId, period, level) {
      await update(tenantId, period, { deleteMembers: { notices_sent: new Set([String(level)]) } });
    },

    async settleNotices(tenantId, period) {
      await conditionalWrite(
        update(
          tenantId,
          period,
          { set: { GSI3PK: null, GSI3SK: null } },
          {
            // A level reached meanwhile keeps the item pending for the next sweep.
            expression: USAGE_LEVELS.map(
              (level) => `(attribute_not_exists(${notifiedAttribute(level)}) OR contains(notices_sent, :l${level}))`,
            ).join(' AND '),
            ExpressionAttributeValues: Object.fromEntries(USAGE_LEVELS.map((level) => [`:l${level}`, String(level)])),
          },
        ),
      );
    },
  };
}
