import {
  assembleAnalytics,
  hoursToRead,
  periodDates,
  type AnalyticsPeriod,
  type AnalyticsStore,
} from '@shared/domain/analytics.js';
import { localDate } from '@shared/domain/calendar.js';
import type { FormStore } from '@shared/domain/form.js';
import type { Principal } from '@shared/domain/tenant.js';
import { periodStartDate, usagePeriod } from '@shared/domain/usage.js';
import { requireForm } from './form-access.js';

interface Ports {
  forms: Pick<FormStore, 'get' | 'list'>;
  analytics: AnalyticsStore;
  now(): Date;
}

/**
 * `GET /v1/forms/{id}/analytics`: the period and the one before it from the form's hour rollups; a bounded number
 * of Queries (one per month of hours read), whatever the number of submissions.
 */
export async function formAnalytics(
  ports: Ports,
  principal: Principal,
  formId: string,
  query: { period: AnalyticsPeriod; timeZone: string },
) {
  const form = await requireForm(ports, principal, formId);
  const today = localDate(ports.now().getTime(), query.timeZone);
  const formCreatedOn = localDate(Date.parse(form.createdAt), query.timeZone);
  const { previousFrom, to } = periodDates(query.period, today, formCreatedOn);
  const { first, last } = hoursToRead(previousFrom, to);
  const hours = await ports.analytics.hours(formId, first, last);
  return assembleAnalytics(hours, { period: query.period, zone: query.timeZone, today, formCreatedOn });
}

/**
 * `GET /v1/usage/forms?period=YYYY-MM`: per form the submissions received in the month (the usage count) and the
 * last one's time, and per UTC day and form the count and spam count. One Query of the tenant's usage days plus
 * the form list (names).
 */
export async function formUsageStats(ports: Ports, principal: Principal, period: string | undefined) {
  const month = period ?? usagePeriod(ports.now());
  const [days, forms] = await Promise.all([
    ports.analytics.usageDays(principal.tenantId, month),
    ports.forms.list(principal.tenantId),
  ]);
  const perForm = new Map<string, { count: number; last: string | null }>();
  for (const day of days) {
    const entry = perForm.get(day.formId) ?? { count: 0, last: null };
    entry.count += day.count;
    if (day.lastSubmissionAt && (!entry.last || day.lastSubmissionAt > entry.last)) entry.last = day.lastSubmissionAt;
    perForm.set(day.formId, entry);
  }
  const names = new Map(forms.map((f) => [f.id, f.name]));
  // Forms deleted since still count toward the month's usage; they keep their id and lose their name.
  const formIds = [...new Set([...forms.map((f) => f.id), ...perForm.keys()])];
  return {
    period: periodStartDate(month),
    total: days.reduce((sum, d) => sum + d.count, 0),
    forms: formIds.map((id) => ({
      form_id: id,
      form_name: names.get(id) ?? '',
      count: perForm.get(id)?.count ?? 0,
      last_submission_at: perForm.get(id)?.last ?? null,
    })),
    points: days
      .filter((d) => d.count > 0 || d.spamCount > 0)
      .sort((a, b) => (a.date === b.date ? (a.formId < b.formId ? -1 : 1) : a.date < b.date ? -1 : 1))
      .map((d) => ({ date: d.date, form_id: d.formId, count: d.count, spam_count: d.spamCount })),
  };
}
