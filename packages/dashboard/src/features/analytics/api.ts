import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Counts over time: one form's analytics, the organization's usage against its plan. */
export const analyticsKeys = {
  form: (formId: string, period: string, timeZone: string) => ['analytics', formId, period, timeZone] as const,
  usage: ['analytics', 'usage'] as const,
  formUsage: (month: string) => ['analytics', 'usage', 'forms', month] as const,
};
export type AnalyticsPeriod = '7d' | '30d' | '90d' | 'all';

export const formAnalyticsQuery = (formId: string, period: AnalyticsPeriod, timeZone: string) =>
  queryOptions({
    queryKey: analyticsKeys.form(formId, period, timeZone),
    queryFn: () =>
      api.GET('/v1/forms/{id}/analytics', { params: { path: { id: formId }, query: { period, time_zone: timeZone } } }),
  });
export const usageQuery = () => queryOptions({ queryKey: analyticsKeys.usage, queryFn: () => api.GET('/v1/usage') });
export const formUsageQuery = (month: string) =>
  queryOptions({
    queryKey: analyticsKeys.formUsage(month),
    queryFn: () => api.GET('/v1/usage/forms', { params: { query: { period: month } } }),
  });
