import * as z from 'zod/mini';
import { ANALYTICS_PERIODS } from '../analytics.js';
import { TIME_ZONE_PATTERN, isTimeZone } from '../calendar.js';
import { described, withMeta } from './meta.js';

export const FormAnalyticsQuerySchema = z.object({
  period: described(
    z._default(z.enum(ANALYTICS_PERIODS as [string, ...string[]]), '30d'),
    '`7d`, `30d`, `90d`, or `all` (from the day the form was created).',
  ),
  time_zone: withMeta(
    z._default(
      z
        .string()
        .check(
          z.maxLength(64),
          z.refine(isTimeZone, { message: 'must be an IANA time zone name such as Europe/Berlin' }),
        ),
      'UTC',
    ),
    {
      description: 'IANA time zone of the daily buckets (DST observed).',
      pattern: TIME_ZONE_PATTERN.source,
      examples: ['America/New_York'],
    },
  ),
});

const count = z.int().check(z.minimum(0));

export const FormAnalyticsStatsSchema = withMeta(
  z.object({
    period: z.string(),
    days: described(z.int(), 'Days in the period; for `all`, days since the form was created (today included).'),
    total: described(count, 'Submissions the form holds (not in trash) created in the period.'),
    verified_count: count,
    spam_count: count,
    previous_total: described(count, 'The same for the equally long period before (0 for `all`).'),
    previous_verified_count: count,
    previous_spam_count: count,
    points: described(
      z.array(z.object({ date: z.iso.date(), count, verified_count: count, spam_count: count })),
      'One per day of the period in `time_zone`, oldest first, days without submissions included.',
    ),
    sources: described(
      z.array(
        z.object({
          source: z.string(),
          source_type: z.enum(['utm', 'referrer', 'unknown']),
          count,
          utm_source: z.nullable(z.string()),
          utm_campaign: z.nullable(z.string()),
          referrer: described(z.nullable(z.string()), "The referring page's host."),
        }),
      ),
      'Most frequent first.',
    ),
    countries: described(
      z.array(
        z.object({
          country_code: described(
            z.string().check(z.length(2)),
            'ISO 3166-1 alpha-2; `ZZ` for an unknown country (private or unlisted address).',
          ),
          count,
        }),
      ),
      'Most frequent first. Country data: DB-IP Lite (https://db-ip.com, CC BY 4.0).',
    ),
  }),
  { id: 'FormAnalyticsStats' },
);

export const FormUsageQuerySchema = z.object({
  period: withMeta(z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM'))), {
    description: 'Calendar month (UTC) as `YYYY-MM`; default the current one.',
    examples: ['2025-11'],
  }),
});

export const FormUsageStatsSchema = withMeta(
  z.object({
    period: described(z.iso.date(), 'First day of the period (calendar month, UTC).'),
    total: described(count, 'Submissions received in the period (the usage count; deletions do not lower it).'),
    forms: z.array(
      z.object({
        form_id: z.string(),
        form_name: z.string(),
        count,
        last_submission_at: z.nullable(z.iso.datetime()),
      }),
    ),
    points: described(
      z.array(z.object({ date: z.iso.date(), form_id: z.string(), count, spam_count: count })),
      'One per UTC day and form with submissions, oldest first.',
    ),
  }),
  { id: 'FormUsageStats' },
);
