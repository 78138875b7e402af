import { z } from 'zod';

export const UsageSchema = z
  .object({
    tenant_id: z.string(),
    period: z.string().meta({ format: 'date', description: 'First day of the current period (calendar month, UTC).' }),
    plan: z.string(),
    submissions: z.int().meta({ description: 'Submissions stored this period (locked ones included).' }),
    limit: z.int().meta({ description: "The plan's monthly limit; 0 means unlimited." }),
    ratio: z.number().meta({ description: 'submissions / limit (above 1 once over the limit); 0 when unlimited.' }),
    throttled: z.boolean().meta({ description: 'The limit was reached: new submissions are stored locked.' }),
    notified_80: z.boolean(),
    notified_100: z.boolean(),
  })
  .meta({
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
  });
