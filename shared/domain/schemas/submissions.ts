import { z } from 'zod';
import { idPattern } from '../ids.js';
import { idParam } from './params.js';
import { SUBMISSION_STATUSES } from '../submission.js';

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

export const SubmissionStatusSchema = z
  .enum(SUBMISSION_STATUSES as [string, ...string[]])
  .meta({ id: 'SubmissionStatus' });

export const SubmissionStatusFilterSchema = z
  .enum(['all', ...SUBMISSION_STATUSES, 'trash'] as [string, ...string[]])
  .meta({
    id: 'SubmissionStatusFilter',
    description: '`all`: every submission not in trash; `trash`: only trashed ones.',
  });

const nullableText = z.string().nullable().optional();

export const SubmissionFileSchema = z
  .object({
    id: z.string(),
    field_name: z.string(),
    original_name: z.string(),
    content_type: z.string(),
    created_at: z.string(),
    size_bytes: z.number().int(),
    status: z.enum(['pending', 'finalized', 'rejected']),
    finalized_at: z.string().nullable(),
  })
  .meta({ id: 'SubmissionFile' });

const submissionBase = {
  id: z.string(),
  created_at: z.string(),
  status: SubmissionStatusSchema,
  deleted_at: z.string().nullable().describe('Set while the submission is in trash.'),
  starred: z.boolean(),
  locked: z.boolean().describe('Locked submissions (over the plan quota) hide their fields, preview and files.'),
  locked_reason: z.string().nullable(),
  files: z.array(SubmissionFileSchema).describe('Uploaded files (`_uploads`); `[]` while locked.'),
  spam_score: z.number().nullable().optional(),
  submitter_email: nullableText,
  submitter_ip: nullableText,
};

export const SubmissionSchema = z
  .object({
    ...submissionBase,
    fields: z.record(z.string(), z.unknown()).describe('Visitor fields in the order sent; `{}` while locked.'),
    accept_language: nullableText,
    origin: nullableText,
    referer: nullableText,
    user_agent: nullableText,
    spam_reasons: z
      .array(z.string())
      .optional()
      .describe(
        'Why the spam check scored it as it did, e.g. `honeypot`, `links:3`, `blocked_keyword:casino` (docs/spam.md).',
      ),
  })
  .meta({ id: 'Submission' });

export const SubmissionSummarySchema = z
  .object({
    ...submissionBase,
    preview: z
      .record(z.string(), z.string())
      .describe('The first five non-empty fields as text, values cut to 120 characters; `{}` while locked.'),
    fields: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Only with `include=fields`: every visitor field, as in Submission; `{}` while locked.'),
  })
  .meta({ id: 'SubmissionSummary' });

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
  .strictObject({ status: SubmissionStatusSchema.optional(), starred: z.boolean().optional() })
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
