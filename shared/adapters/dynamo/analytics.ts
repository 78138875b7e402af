import {
  UNKNOWN_SOURCE_COUNTER,
  type AnalyticsStore,
  type HourRollup,
  type RollupDelta,
  type RollupWriter,
  type UsageDay,
} from '@shared/domain/analytics.js';
import { errorName } from '../error-fields.js';
import { numberAttr, optionalStringAttr, stringAttr } from './attributes.js';
import { addOnce } from './stream-counts.js';
import { queryAll, type Table } from './table.js';
import { formHourKey, usageDayKey } from './keys.js';

/**
 * The analytics rollups' keys and writes (the only place that knows them).
 *
 * Form hour: PK `FORMSTATS#<fid>`, SK `H#<YYYY-MM-DDTHH>` (UTC): one number attribute per counter of
 * `shared/domain/analytics.ts` (`n0`..`n3`, `v0`.., `s0`.., `src:<source>`, `cc:<country>`), created by `ADD`.
 * Usage day: PK `USAGESTATS#<tid>#<YYYY-MM>`, SK `<YYYY-MM-DD>#<fid>`: count, spam_count, last_submission_at.
 * Both are added to once per stream batch (`addOnce`: the batch id in one of the item's `applied_<n>` slots), as the
 * form counters are: one UpdateItem per item a batch touches, and a retried batch adds nothing twice.
 */
const hourKey = formHourKey;
const usageKey = usageDayKey;

/** An update refused because the item would pass 400 KB (a flood of distinct sources in one hour). */
const isItemTooLarge = (error: unknown) => errorName(error) === 'ValidationException' && /size/i.test(String(error));

const foldedSources = (counters: Record<string, number>) => {
  const folded: Record<string, number> = {};
  for (const [name, n] of Object.entries(counters)) {
    const counter = name.startsWith('src:') ? UNKNOWN_SOURCE_COUNTER : name;
    folded[counter] = (folded[counter] ?? 0) + n;
  }
  return folded;
};

const bump = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [name, n] of Object.entries(from)) into[name] = (into[name] ?? 0) + n;
};
const nonZero = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).filter(([, n]) => n !== 0));

/** One batch's deltas summed per form hour and per usage day (a hot form's batch is one write of each). */
function sums(deltas: readonly RollupDelta[]) {
  const hours = new Map<string, { formId: string; hour: string; counters: Record<string, number> }>();
  const days = new Map<
    string,
    { key: ReturnType<typeof usageKey>; formId: string; add: Record<string, number>; last: string | null }
  >();
  for (const d of deltas) {
    const hour = hours.get(`${d.formId}#${d.hour}`) ?? { formId: d.formId, hour: d.hour, counters: {} };
    bump(hour.counters, d.live);
    hours.set(`${d.formId}#${d.hour}`, hour);
    const key = usageKey(d.tenantId, d.hour.slice(0, 10), d.formId);
    const day = days.get(key.PK + key.SK) ?? { key, formId: d.formId, add: {}, last: null };
    bump(day.add, { count: d.usage.received, spam_count: d.usage.spam });
    if (d.arrivedAt && (!day.last || d.arrivedAt > day.last)) day.last = d.arrivedAt;
    days.set(key.PK + key.SK, day);
  }
  return { hours: [...hours.values()], days: [...days.values()] };
}

export function rollupWriter(table: Table): RollupWriter {
  /** When the hour item would grow past the item size limit, the sources are counted as unknown (totals stay exact). */
  const addHour = async (batchId: string, formId: string, hour: string, counters: Record<string, number>) => {
    const addition = { key: hourKey(formId, hour), set: { type: 'form_stats_hour' } };
    try {
      await addOnce(table, batchId, { ...addition, add: counters });
    } catch (error) {
      if (!isItemTooLarge(error)) throw error;
      await addOnce(table, batchId, { ...addition, add: foldedSources(counters) });
    }
  };
  return {
    async add(batchId, deltas) {
      const { hours, days } = sums(deltas);
      const writes = [
        ...hours
          .filter((h) => Object.keys(nonZero(h.counters)).length > 0)
          .map((h) => addHour(batchId, h.formId, h.hour, nonZero(h.counters))),
        ...days
          .filter((d) => Object.keys(nonZero(d.add)).length > 0 || d.last)
          .map((d) =>
            addOnce(table, batchId, {
              key: d.key,
              add: d.add,
              set: { type: 'usage_stats_day', form_id: d.formId, ...(d.last ? { last_submission_at: d.last } : {}) },
            }),
          ),
      ];
      // Every write is tried; the first failure fails the batch (Lambda retries it whole, the reached items refuse it).
      const failed = (await Promise.allSettled(writes)).find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
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
