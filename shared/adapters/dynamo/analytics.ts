import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  UNKNOWN_SOURCE_COUNTER,
  type AnalyticsStore,
  type HourRollup,
  type RollupRecord,
  type RollupWriter,
  type UsageDay,
} from '@shared/domain/analytics.js';
import { isConditionFailure, type Table } from './table.js';
import { writeAtomically, type WriteItem } from './transact.js';
import { errorName } from '../error-fields.js';
import { numberAttr, optionalStringAttr, stringAttr } from './attributes.js';

/**
 * The analytics rollups' keys and writes (the only place that knows them).
 *
 * Form hour: PK `FORMSTATS#<fid>`, SK `H#<YYYY-MM-DDTHH>` (UTC): one number attribute per counter of
 * `shared/domain/analytics.ts` (`n0`..`n3`, `v0`.., `s0`.., `src:<source>`, `cc:<country>`), created by `ADD`.
 * Usage day: PK `USAGESTATS#<tid>#<YYYY-MM>`, SK `<YYYY-MM-DD>#<fid>`: count, spam_count, last_submission_at.
 * Applied-record marker: PK `STREAMREC#<stream eventID>`, SK `STREAMREC`, expiring after 2 days (the stream keeps
 * records 24 h): written in the same transaction as the rollup updates, so a re-delivered record cannot count twice.
 */
const hourKey = (formId: string, hour: string) => ({ PK: `FORMSTATS#${formId}`, SK: `H#${hour}` });
const usageKey = (tenantId: string, date: string, formId: string) => ({
  PK: `USAGESTATS#${tenantId}#${date.slice(0, 7)}`,
  SK: `${date}#${formId}`,
});
const markerKey = (recordId: string) => ({ PK: `STREAMREC#${recordId}`, SK: 'STREAMREC' });
const MARKER_TTL_SECONDS = 2 * 86_400;

/** Markers per transaction: 100 items at most, 2 of them the hour and usage updates. */
const RECORDS_PER_TRANSACTION = 98;

function addUpdate(key: Record<string, string>, type: string, counters: Record<string, number>, set = '') {
  const names: Record<string, string> = { '#type': 'type' };
  const values: Record<string, unknown> = { ':type': type };
  const adds = Object.entries(counters).map(([name, n], i) => {
    names[`#c${i}`] = name;
    values[`:c${i}`] = n;
    return `#c${i} :c${i}`;
  });
  return {
    Update: {
      Key: key,
      UpdateExpression: `SET #type = :type${set}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  } satisfies WriteItem;
}

/** The transaction of one chunk of records that all touch the same form hour (and so the same usage day). */
function chunkWrites(records: readonly RollupRecord[], nowSeconds: number, foldSources: boolean): WriteItem[] {
  const first = records[0]!.delta;
  const live: Record<string, number> = {};
  const usage = { count: 0, spam_count: 0 };
  let last: string | null = null;
  for (const { delta } of records) {
    for (const [name, n] of Object.entries(delta.live)) {
      const counter = foldSources && name.startsWith('src:') ? UNKNOWN_SOURCE_COUNTER : name;
      live[counter] = (live[counter] ?? 0) + n;
    }
    usage.count += delta.usage.received;
    usage.spam_count += delta.usage.spam;
    if (delta.arrivedAt && (!last || delta.arrivedAt > last)) last = delta.arrivedAt;
  }
  const nonZero = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).filter(([, n]) => n !== 0));
  const writes: WriteItem[] = records.map(({ recordId }) => ({
    Put: {
      Item: { ...markerKey(recordId), type: 'stream_record', expires_at: nowSeconds + MARKER_TTL_SECONDS },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  }));
  const hourCounters = nonZero(live);
  if (Object.keys(hourCounters).length > 0) {
    writes.push(addUpdate(hourKey(first.formId, first.hour), 'form_stats_hour', hourCounters));
  }
  const usageCounters = nonZero(usage);
  if (Object.keys(usageCounters).length > 0 || last) {
    const update = addUpdate(
      usageKey(first.tenantId, first.hour.slice(0, 10), first.formId),
      'usage_stats_day',
      usageCounters,
      ', form_id = :form' + (last ? ', last_submission_at = :last' : ''),
    );
    Object.assign(update.Update.ExpressionAttributeValues, {
      ':form': first.formId,
      ...(last ? { ':last': last } : {}),
    });
    writes.push(update);
  }
  return writes;
}

/** A transaction refused because an item would pass 400 KB (a flood of distinct sources in one hour). */
const isItemTooLarge = (error: unknown) =>
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((r) => r.Code === 'ValidationError')) ||
  (errorName(error) === 'ValidationException' && /size/i.test(String(error)));

async function alreadyApplied(table: Table, records: readonly RollupRecord[]): Promise<Set<string>> {
  const { Responses } = await table.client.send(
    new BatchGetCommand({
      RequestItems: { [table.name]: { Keys: records.map((r) => markerKey(r.recordId)), ConsistentRead: true } },
    }),
  );
  return new Set((Responses?.[table.name] ?? []).map((item) => String(item.PK).slice('STREAMREC#'.length)));
}

/**
 * Applies one chunk exactly once: a marker that already exists cancels the transaction, the applied records are
 * left out and the rest is written again. When the hour item would grow past the item size limit, the chunk's
 * sources are counted as unknown instead (totals stay exact).
 */
async function applyChunk(table: Table, chunk: readonly RollupRecord[], nowSeconds: number): Promise<void> {
  let pending = chunk;
  let foldSources = false;
  for (let round = 0; pending.length > 0; round++) {
    try {
      await writeAtomically(table, chunkWrites(pending, nowSeconds, foldSources));
      return;
    } catch (error) {
      if (round >= 4) throw error;
      if (isItemTooLarge(error) && !foldSources) {
        foldSources = true;
        continue;
      }
      if (!isConditionFailure(error)) throw error; // only the markers carry a condition
      const applied = await alreadyApplied(table, pending);
      pending = pending.filter((r) => !applied.has(r.recordId));
    }
  }
}

export function rollupWriter(table: Table, now: () => Date = () => new Date()): RollupWriter {
  return {
    async apply(records) {
      const groups = new Map<string, RollupRecord[]>();
      for (const record of records) {
        const key = `${record.delta.formId}#${record.delta.hour}`;
        groups.set(key, [...(groups.get(key) ?? []), record]);
      }
      const failed: string[] = [];
      const nowSeconds = Math.floor(now().getTime() / 1000);
      for (const group of groups.values()) {
        for (let i = 0; i < group.length; i += RECORDS_PER_TRANSACTION) {
          const chunk = group.slice(i, i + RECORDS_PER_TRANSACTION);
          await applyChunk(table, chunk, nowSeconds).catch(() => failed.push(...chunk.map((r) => r.recordId)));
        }
      }
      return { failed };
    },
  };
}

async function queryAll(table: Table, input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({ TableName: table.name, ...input, ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const HOURS_PER_SEGMENT = 31 * 24;

/** `first`..`last` (UTC hours) cut into month-long segments read in parallel. */
function segments(first: string, last: string): [string, string][] {
  const out: [string, string][] = [];
  const end = Date.parse(`${last}:00:00Z`);
  for (let t = Date.parse(`${first}:00:00Z`); t <= end; t += HOURS_PER_SEGMENT * 3_600_000) {
    const segmentEnd = Math.min(end, t + (HOURS_PER_SEGMENT - 1) * 3_600_000);
    out.push([new Date(t).toISOString().slice(0, 13), new Date(segmentEnd).toISOString().slice(0, 13)]);
  }
  return out;
}

const COUNTER_ATTRIBUTE = /^(n|v|s)[0-3]$|^(src|cc):/;

const countersOf = (item: Record<string, unknown>): Record<string, number> => {
  const counters: Record<string, number> = {};
  for (const [name, value] of Object.entries(item))
    if (COUNTER_ATTRIBUTE.test(name) && typeof value === 'number') counters[name] = value;
  return counters;
};

export function analyticsStore(table: Table): AnalyticsStore {
  return {
    async hours(formId, first, last) {
      const parts = await Promise.all(
        segments(first, last).map(([from, to]) =>
          queryAll(table, {
            KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
            ExpressionAttributeValues: {
              ':pk': hourKey(formId, '').PK,
              ':from': hourKey(formId, from).SK,
              ':to': hourKey(formId, to).SK,
            },
          }),
        ),
      );
      return parts.flat().map((item): HourRollup => ({
        hour: String(item.SK).slice(2),
        counters: countersOf(item),
      }));
    },
    async usageDays(tenantId, period) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': usageKey(tenantId, `${period}-01`, '').PK },
      });
      return items.map((item): UsageDay => ({
        date: String(item.SK).slice(0, 10),
        formId: stringAttr(item, 'form_id'),
        count: numberAttr(item, 'count'),
        spamCount: numberAttr(item, 'spam_count'),
        lastSubmissionAt: optionalStringAttr(item, 'last_submission_at') ?? null,
      }));
    },
  };
}
