import * as z from 'zod/mini';
import { described, withMeta } from './meta.js';

export const UsageSchema = withMeta(
  z.object({
    tenant_id: z.string(),
    period: withMeta(z.string(), {
      format: 'date',
      description: 'First day of the current period (calendar month, UTC).',
    }),
    plan: z.string(),
    submissions: described(z.int(), 'Submissions stored this period (locked ones included).'),
    limit: described(z.int(), "The plan's monthly limit; 0 means unlimited."),
    ratio: described(z.number(), 'submissions / limit (above 1 once over the limit); 0 when unlimited.'),
    throttled: described(z.boolean(), 'The limit was reached: new submissions are stored locked.'),
    notified_80: z.boolean(),
    notified_100: z.boolean(),
  }),
  {
    id: 'Usage',
    examples: [
      {
        tenant_id: 'ten_01jd3k9v6g7b0x2m4n5p8q1r2s',
        period: '2025-11-01',
        plan: 'free',
        submissions: 212,
        limit: 250,
        ratio: 0.848,
        throttled: false,
        notified_80: true,
        notified_100: false,
      },
    ],
  },
);
