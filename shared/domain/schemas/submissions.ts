import { z } from 'zod';
import { idPattern } from '../ids.js';
import { idParam } from './params.js';
import {
  SubmissionFileSchema,
  submissionFullFields,
  submissionSummaryFields,
  submissionSummaryView,
  submissionView,
} from './submission-views.js';
import { SUBMISSION_STATUSES, SubmissionStatusSchema } from '../submission.js';

export { SubmissionStatusSchema };

/**
 * The submissions contract (spec: Submission, SubmissionSummary, SubmissionFile, SubmissionListResponse,
 * UpdateSubmissionRequest, bulk shapes, RedeliverResponse, SubmissionStats).
 */

export const SUBMISSION_LIMITS = {
  pageDefault: 25,
  pageMax: 100,
  bulkMax: 500,
  statsDaysDefault: 30,
  statsDaysMax: 365,
} as const;

export const SubmissionStatusFilterSchema = z.enum(['all', ...SUBMISSION_STATUSES, 'trash']).meta({
  id: 'SubmissionStatusFilter',
  description: '`all`: every submission not in trash; `trash`: only trashed ones.',
});

/** Fields the contract marks optional (always sent; older clients may treat them as absent). */
const OPTIONAL_VIEW_FIELDS = [
  'spam_score',
  'submitter_email',
  'submitter_ip',
  'accept_language',
  'origin',
  'referer',
  'user_agent',
  'spam_reasons',
] as const;

type OptionalField = (typeof OPTIONAL_VIEW_FIELDS)[number];
type WithOptional<F> = { [K in keyof F]: K extends OptionalField ? z.ZodOptional<F[K] & z.core.$ZodType> : F[K] };

function withOptional<F extends Record<string, z.core.$ZodType>>(fields: F): WithOptional<F> {
  const optional = OPTIONAL_VIEW_FIELDS.filter((name) => name in fields).map((name) => [
    name,
    z.optional(fields[name]!),
  ]);
  return { ...fields, ...Object.fromEntries(optional) } as WithOptional<F>;
}

export const SubmissionSchema = z.object(withOptional(submissionFullFields.fields)).meta({ id: 'Submission' });
export const SubmissionSummarySchema = z
  .object({
    ...withOptional(submissionSummaryFields.fields),
    fields: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Only with `include=fields`: every visitor field, as in Submission; `{}` while locked.'),
  })
  .meta({ id: 'SubmissionSummary' });

/** The submission as the API returns it; webhook bodies carry exactly this. */
export type SubmissionView = z.output<typeof SubmissionSchema>;
export type SubmissionSummaryView = z.output<typeof SubmissionSummarySchema>;
export { SubmissionFileSchema, submissionSummaryView, submissionView };

export const SubmissionListResponseSchema = z
  .object({ items: z.array(SubmissionSummarySchema), next_cursor: z.string().nullable() })
  .meta({ id: 'SubmissionListResponse' });

export const ListSubmissionsQuerySchema = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(SUBMISSION_LIMITS.pageMax).default(SUBMISSION_LIMITS.pageDefault),
  status: SubmissionStatusFilterSchema.default('all'),
  include: z
    .enum(['fields'])
    .optional()
    .describe('`fields` adds every visitor field to each item (exports); reading them does not mark them read.'),
});

export const UpdateSubmissionRequestSchema = z
  .strictObject({ status: z.optional(SubmissionStatusSchema), starred: z.boolean().optional() })
  .meta({ id: 'UpdateSubmissionRequest' });

export const BulkSubmissionActionSchema = z
  .enum(['mark_spam', 'mark_verified', 'mark_received', 'archive', 'delete', 'restore', 'redeliver'])
  .meta({ id: 'BulkSubmissionAction' });

export const BulkSubmissionRequestSchema = z
  .strictObject({
    ids: z
      .array(z.string().regex(new RegExp(idPattern('submission')), { error: 'is not a submission id' }))
      .min(1)
      .max(SUBMISSION_LIMITS.bulkMax),
    action: BulkSubmissionActionSchema,
  })
  .meta({ id: 'BulkSubmissionRequest' });

export const BulkSubmissionResponseSchema = z
  .object({ updated: z.number().int().describe('Submissions that actually changed.') })
  .meta({ id: 'BulkSubmissionResponse' });

export const RedeliverResponseSchema = z
  .object({ enqueued: z.number().int().describe('submission.created events queued for delivery.') })
  .meta({ id: 'RedeliverResponse' });

export const SubmissionStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(SUBMISSION_LIMITS.statsDaysMax).default(SUBMISSION_LIMITS.statsDaysDefault),
});

export const SubmissionStatsSchema = z
  .object({
    days: z.number().int(),
    total: z.number().int(),
    points: z.array(z.object({ date: z.iso.date(), count: z.number().int() })),
  })
  .meta({ id: 'SubmissionStats' });

export const SubmissionParamsSchema = z.object({
  id: idParam('form', 'Form id.'),
  sid: idParam('submission', 'Submission id.'),
});
