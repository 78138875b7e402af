import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { findForm } from '../../commands/forms.js';
import { structured } from '../results.js';
import { addTool, formRef, type McpContext } from '../tool.js';

/** Rows of sources, countries and forms a summary lists at most (the largest first). */
const TOP = 10;
/** Daily points a summary lists at most (the most recent). */
const MAX_POINTS = 92;

const change = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10;

export function registerAnalyticsTools(server: McpServer, ctx: McpContext): void {
  const { client } = ctx;

  addTool(
    server,
    ctx,
    'analytics_summary',
    {
      title: 'Form analytics',
      description:
        'Submissions of a form over a period (7d, 30d, 90d or all): totals, verified and spam counts, the change ' +
        'against the previous period (percent), daily points in a time zone, top sources and countries.',
      input: z.strictObject({
        form: formRef,
        period: z.enum(['7d', '30d', '90d', 'all']).default('30d'),
        time_zone: z.string().min(1).max(64).default('UTC').describe('IANA time zone for the daily points.'),
      }),
      output: z.object({
        form_id: z.string(),
        period: z.string(),
        days: z.number().int(),
        total: z.number(),
        verified_count: z.number(),
        spam_count: z.number(),
        previous: z.object({ total: z.number(), verified_count: z.number(), spam_count: z.number() }),
        change_percent: z.number().nullable(),
        points: z.array(z.looseObject({ date: z.string(), count: z.number() })),
        top_sources: z.array(z.looseObject({ source: z.string(), count: z.number() })),
        top_countries: z.array(z.object({ country_code: z.string(), count: z.number() })),
      }),
      access: 'read',
    },
    async ({ form, period, time_zone }) => {
      const { id } = await findForm(client, form);
      const a = await client.GET('/v1/forms/{id}/analytics', {
        params: { path: { id }, query: { period, time_zone } },
      });
      return structured({
        form_id: id,
        period: a.period,
        days: a.days,
        total: a.total,
        verified_count: a.verified_count,
        spam_count: a.spam_count,
        previous: {
          total: a.previous_total,
          verified_count: a.previous_verified_count,
          spam_count: a.previous_spam_count,
        },
        change_percent: change(a.total, a.previous_total),
        points: a.points.slice(-MAX_POINTS),
        top_sources: a.sources.slice(0, TOP),
        top_countries: a.countries.slice(0, TOP),
      });
    },
  );

  addTool(
    server,
    ctx,
    'usage',
    {
      title: 'Plan usage',
      description:
        "This month's submissions against the plan's limit, and submissions per form for a month (YYYY-MM, " +
        'default the current one; the busiest forms first).',
      input: z.strictObject({
        month: z
          .string()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM')
          .optional()
          .describe('The month of the per-form figures (YYYY-MM).'),
      }),
      output: z.object({
        plan: z.string(),
        period: z.string(),
        submissions: z.number(),
        limit: z.number(),
        ratio: z.number(),
        throttled: z.boolean(),
        month: z.string(),
        month_total: z.number(),
        forms: z.array(z.looseObject({ form_id: z.string(), form_name: z.string(), count: z.number() })),
        more_forms: z.number().int(),
      }),
      access: 'read',
    },
    async ({ month }) => {
      const usage = await client.GET('/v1/usage');
      const stats = await client.GET('/v1/usage/forms', { params: { query: { period: month } } });
      const forms = [...stats.forms].sort((a, b) => b.count - a.count);
      return structured({
        plan: usage.plan,
        period: usage.period,
        submissions: usage.submissions,
        limit: usage.limit,
        ratio: usage.ratio,
        throttled: usage.throttled,
        month: stats.period,
        month_total: stats.total,
        forms: forms.slice(0, TOP * 5),
        more_forms: Math.max(0, forms.length - TOP * 5),
      });
    },
  );
}
