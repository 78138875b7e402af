import { z } from 'zod';
import { ANALYTICS_PERIODS } from '../analytics.js';
import { isTimeZone } from '../calendar.js';

export const FormAnalyticsQuerySchema = z.object({
  period: z
    .enum(ANALYTICS_PERIODS as [string, ...string[]])
    .default('30d')
    .meta({ description: '`7d`, `30d`, `90d`, or `all` (from the day the form was created).' }),
  time_zone: z
    .string()
    .max(64)
    .refine(isTimeZone, { message: 'must be an IANA time zone name such as Europe/Berlin' })
    .default('UTC')
    .meta({ description: 'IANA time zone of the daily buckets (DST observed).', examples: ['America/New_York'] }),
});

const count = z.int().min(0);

export const FormAnalyticsStatsSchema = z
  .object({
    period: z.string(),
    days: z
      .int()
      .meta({ description: 'Days in the period; for `all`, days since the form was created (today included).' }),
    total: count.meta({ description: 'Submissions the form holds (not in trash) created in the period.' }),
    verified_count: count,
    spam_count: count,
    previous_total: count.meta({ description: 'The same for the equally long period before (0 for `all`).' }),
    previous_verified_count: count,
    previous_spam_count: count,
    points: z.array(z.object({ date: z.iso.date(), count, verified_count: count, spam_count: count })).meta({
      description: 'One per day of the period in `time_zone`, oldest first, days without submissions included.',
    }),
    sources: z
      .array(
        z.object({
          source: z.string(),
          source_type: z.enum(['utm', 'referrer', 'unknown']),
          count,
          utm_source: z.string().nullable(),
          utm_campaign: z.string().nullable(),
          referrer: z.string().nullable().meta({ description: "The referring page's host." }),
        }),
      )
      .meta({ description: 'Most frequent first.' }),
    countries: z
      .array(
        z.object({
          country_code: z
            .string()
            .length(2)
            .meta({ description: 'ISO 3166-1 alpha-2; `ZZ` for an unknown country (private or unlisted address).' }),
          count,
        }),
      )
      .meta({ description: 'Most frequent first. Country data: DB-IP Lite (https://db-ip.com, CC BY 4.0).' }),
  })
  .meta({ id: 'FormAnalyticsStats' });

export const FormUsageQuerySchema = z.object({
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
    .optional()
    .meta({ description: 'Calendar month (UTC) as `YYYY-MM`; default the current one.', examples: ['2025-11'] }),
});

export const FormUsageStatsSchema = z
  .object({
    period: z.iso.date().meta({ description: 'First day of the period (calendar month, UTC).' }),
    total: count.meta({
      description: 'Submissions received in the period (the usage count; deletions do not lower it).',
    }),
    forms: z.array(
      z.object({
        form_id: z.string(),
        form_name: z.string(),
        count,
        last_submission_at: z.iso.datetime().nullable(),
      }),
    ),
    points: z
      .array(z.object({ date: z.iso.date(), form_id: z.string(), count, spam_count: count }))
      .meta({ description: 'One per UTC day and form with submissions, oldest first.' }),
  })
  .meta({ id: 'FormUsageStats' });
