import { addDays, datesFrom, localDate, utcWindowOf } from './calendar.js';
import type { Submission } from './submission.js';
import type { TrafficSource } from './traffic.js';

/**
 * Form analytics and usage statistics, counted from rollups instead of submissions.
 *
 * A table-stream consumer turns every change of a submission (create, status change, trash, restore, purge,
 * erase, expiry) into a delta of two rollups:
 * - the form's hour (UTC) of the submission's creation: what the form holds now (not in trash), per quarter hour
 *   (total, verified, spam) and per source and country. Quarter hours make any zone's days exact, including the
 *   zones offset by 30 or 45 minutes; sources and countries are kept per hour (they sum over whole periods).
 * - the tenant's day (UTC) of arrival, per form: usage metering; a submission counts once when it arrives and stays
 *   counted after deletion (like the monthly usage counter); `spam` follows its current status.
 */

/** What the rollups read from a stored submission. */
export type RolledUpSubmission = Pick<Submission, 'tenantId' | 'formId' | 'createdAt' | 'status' | 'deletedAt'> & {
  traffic: Submission['traffic'];
};

/** CLDR's "unknown region": where a submission's country is not known. */
export const UNKNOWN_COUNTRY = 'ZZ';

/** Counter names of an hour rollup, shared by the writer and the reader. */
const QUARTER_COUNTERS = { total: 'n', verified: 'v', spam: 's' } as const;
const SOURCE_PREFIX = 'src:';
const COUNTRY_PREFIX = 'cc:';
const SEP = '\u001f';

/** A source as one counter key: `u<SEP>source<SEP>campaign`, `r<SEP>host` or `x`. */
export function sourceKey(source: TrafficSource): string {
  if (source.type === 'utm') return ['u', source.utmSource ?? '', source.utmCampaign ?? ''].join(SEP);
  if (source.type === 'referrer') return ['r', source.referrer].join(SEP);
  return 'x';
}

export const UNKNOWN_SOURCE_COUNTER = `${SOURCE_PREFIX}x`;

export function sourceOfKey(key: string): TrafficSource {
  const [kind, a = '', b = ''] = key.split(SEP);
  if (kind === 'u') return { type: 'utm', utmSource: a || null, utmCampaign: b || null };
  if (kind === 'r') return { type: 'referrer', referrer: a };
  return { type: 'unknown' };
}

const hourOf = (iso: string) => iso.slice(0, 13); // YYYY-MM-DDTHH
const quarterOf = (iso: string) => Math.min(3, Math.floor(Number(iso.slice(14, 16)) / 15));

/** The counters one submission adds to its hour while the form holds it (not in trash); none otherwise. */
function liveCounters(s: RolledUpSubmission | null): Record<string, number> {
  if (!s || s.deletedAt !== null) return {};
  const q = quarterOf(s.createdAt);
  const counters: Record<string, number> = { [`${QUARTER_COUNTERS.total}${q}`]: 1 };
  if (s.status === 'verified') counters[`${QUARTER_COUNTERS.verified}${q}`] = 1;
  if (s.status === 'spam') counters[`${QUARTER_COUNTERS.spam}${q}`] = 1;
  counters[SOURCE_PREFIX + sourceKey(s.traffic?.source ?? { type: 'unknown' })] = 1;
  counters[COUNTRY_PREFIX + (s.traffic?.country ?? UNKNOWN_COUNTRY)] = 1;
  return counters;
}

export interface RollupDelta {
  tenantId: string;
  formId: string;
  /** UTC hour of creation, `YYYY-MM-DDTHH`. */
  hour: string;
  /** Changes of the hour's counters (non-zero only). */
  live: Record<string, number>;
  /** Changes of the arrival day's usage figures. */
  usage: { received: number; spam: number };
  /** Creation time of a newly arrived submission (the day's `last_submission_at` candidate). */
  arrivedAt: string | null;
}

/**
 * The rollup changes of one submission going from `before` to `after` (null: absent); null when nothing changes
 * (a read, a star). Applying it twice counts twice: the writer makes each stream record apply once.
 */
export function rollupDelta(before: RolledUpSubmission | null, after: RolledUpSubmission | null): RollupDelta | null {
  const any = after ?? before;
  if (!any) return null;
  const live: Record<string, number> = {};
  for (const [name, n] of Object.entries(liveCounters(after))) live[name] = (live[name] ?? 0) + n;
  for (const [name, n] of Object.entries(liveCounters(before))) live[name] = (live[name] ?? 0) - n;
  for (const name of Object.keys(live)) if (live[name] === 0) delete live[name];
  const isSpam = (s: RolledUpSubmission | null) => (s?.status === 'spam' ? 1 : 0);
  // Metering: arrival counts once; a removal keeps it counted (usage is what arrived, not what is kept).
  const arrived = before === null && after !== null;
  const usage = {
    received: arrived ? 1 : 0,
    spam: after === null ? 0 : isSpam(after) - (arrived ? 0 : isSpam(before)),
  };
  if (Object.keys(live).length === 0 && usage.received === 0 && usage.spam === 0) return null;
  return {
    tenantId: any.tenantId,
    formId: any.formId,
    hour: hourOf(any.createdAt),
    live,
    usage,
    arrivedAt: arrived ? after.createdAt : null,
  };
}

/** Counters of one form hour as stored. */
export interface HourRollup {
  hour: string;
  counters: Record<string, number>;
}

export type AnalyticsPeriod = '7d' | '30d' | '90d' | 'all';
export const ANALYTICS_PERIODS: readonly AnalyticsPeriod[] = ['7d', '30d', '90d', 'all'];

/** The local days a period covers and the equally long days before it; `all` starts at the form's creation day. */
export function periodDates(period: AnalyticsPeriod, today: string, formCreatedOn: string) {
  const days = period === 'all' ? Math.max(1, datesFrom(formCreatedOn, today).length) : Number(period.slice(0, -1));
  const from = addDays(today, -(days - 1));
  // `all` has nothing before it: the form did not exist.
  const previousFrom = period === 'all' ? from : addDays(from, -days);
  return { days, from, to: today, previousFrom };
}

/** Hours (UTC, `YYYY-MM-DDTHH`) to read for local days `from`..`to` in any zone. */
export function hoursToRead(from: string, to: string): { first: string; last: string } {
  const { start, end } = utcWindowOf(from, to);
  return { first: hourOf(new Date(start).toISOString()), last: hourOf(new Date(end - 1).toISOString()) };
}

interface DayCounts {
  count: number;
  verified_count: number;
  spam_count: number;
}

/**
 * FormAnalyticsStats from hour rollups: daily points on the zone's calendar (each quarter hour falls on the local
 * date of its start), totals of the period and of the one before it, sources and countries of the period (each
 * hour falls on the local date of its start, so in zones offset by 30/45 minutes up to 45 minutes at each end of
 * the period are attributed by hour).
 */
export function assembleAnalytics(
  hours: readonly HourRollup[],
  input: { period: AnalyticsPeriod; zone: string; today: string; formCreatedOn: string },
) {
  const { days, from, to, previousFrom } = periodDates(input.period, input.today, input.formCreatedOn);
  const points = new Map<string, DayCounts>(
    datesFrom(from, to).map((d) => [d, { count: 0, verified_count: 0, spam_count: 0 }]),
  );
  const previous: DayCounts = { count: 0, verified_count: 0, spam_count: 0 };
  const sources = new Map<string, number>();
  const countries = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

  for (const { hour, counters } of hours) {
    const hourStart = Date.parse(`${hour}:00:00Z`);
    for (let q = 0; q < 4; q++) {
      const total = counters[`${QUARTER_COUNTERS.total}${q}`] ?? 0;
      const verified = counters[`${QUARTER_COUNTERS.verified}${q}`] ?? 0;
      const spam = counters[`${QUARTER_COUNTERS.spam}${q}`] ?? 0;
      if (total === 0 && verified === 0 && spam === 0) continue;
      const date = localDate(hourStart + q * 900_000, input.zone);
      const target = points.get(date) ?? (date >= previousFrom && date < from ? previous : undefined);
      if (!target) continue;
      target.count += total;
      target.verified_count += verified;
      target.spam_count += spam;
    }
    if (!points.has(localDate(hourStart, input.zone))) continue;
    for (const [name, n] of Object.entries(counters)) {
      if (name.startsWith(SOURCE_PREFIX)) add(sources, name.slice(SOURCE_PREFIX.length), n);
      else if (name.startsWith(COUNTRY_PREFIX)) add(countries, name.slice(COUNTRY_PREFIX.length), n);
    }
  }

  const pointList = [...points].map(([date, c]) => ({ date, ...c }));
  const sum = (key: keyof DayCounts) => pointList.reduce((s, p) => s + p[key], 0);
  const byCount = <T extends { count: number }>(a: T & { key: string }, b: T & { key: string }) =>
    b.count - a.count || (a.key < b.key ? -1 : 1);
  return {
    period: input.period,
    days,
    total: sum('count'),
    verified_count: sum('verified_count'),
    spam_count: sum('spam_count'),
    previous_total: previous.count,
    previous_verified_count: previous.verified_count,
    previous_spam_count: previous.spam_count,
    points: pointList,
    sources: [...sources]
      .filter(([, count]) => count > 0)
      .map(([key, count]) => ({ key, count }))
      .sort(byCount)
      .map(({ key, count }) => sourceView(sourceOfKey(key), count)),
    countries: [...countries]
      .filter(([, count]) => count > 0)
      .map(([key, count]) => ({ key, count }))
      .sort(byCount)
      .map(({ key, count }) => ({ country_code: key, count })),
  };
}

function sourceView(source: TrafficSource, count: number) {
  if (source.type === 'utm') {
    return {
      source: source.utmSource ?? source.utmCampaign ?? '',
      source_type: 'utm' as const,
      count,
      utm_source: source.utmSource,
      utm_campaign: source.utmCampaign,
      referrer: null,
    };
  }
  if (source.type === 'referrer') {
    return {
      source: source.referrer,
      source_type: 'referrer' as const,
      count,
      utm_source: null,
      utm_campaign: null,
      referrer: source.referrer,
    };
  }
  return {
    source: 'unknown',
    source_type: 'unknown' as const,
    count,
    utm_source: null,
    utm_campaign: null,
    referrer: null,
  };
}

/** Usage figures of one form on one UTC day, as stored. */
export interface UsageDay {
  date: string;
  formId: string;
  count: number;
  spamCount: number;
  lastSubmissionAt: string | null;
}

/** Port: the rollups. */
export interface AnalyticsStore {
  /** Hour rollups of a form from `first` to `last` (UTC hours, both included). */
  hours(formId: string, first: string, last: string): Promise<HourRollup[]>;
  /** Usage days of a tenant's forms in one period (`YYYY-MM`). */
  usageDays(tenantId: string, period: string): Promise<UsageDay[]>;
}

/** One change of a submission as the table stream reports it. */
export interface SubmissionChange {
  /** The stream record's `eventID`: unique, and the same when the record is delivered again. */
  recordId: string;
  sequenceNumber: string;
  before: RolledUpSubmission | null;
  after: RolledUpSubmission | null;
}

/**
 * Port: adds one stream batch's rollup deltas once per batch id (a batch Lambda retries adds nothing twice to the
 * items it already reached); throws when a write fails, after trying them all.
 */
export interface RollupWriter {
  add(batchId: string, deltas: readonly RollupDelta[]): Promise<void>;
}
