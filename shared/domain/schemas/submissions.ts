import * as z from 'zod/mini';
import { idPattern } from '../ids.js';
import { described, withMeta } from './meta.js';
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
  searchChars: 200,
} as const;

export const SubmissionStatusFilterSchema = withMeta(z.enum(['all', ...SUBMISSION_STATUSES, 'trash', 'inbox']), {
  id: 'SubmissionStatusFilter',
  description:
    '`all`: every submission not in trash; `trash`: only trashed ones; `inbox`: received and verified ones not in trash.',
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
type WithOptional<F> = { [K in keyof F]: K extends OptionalField ? z.ZodMiniOptional<F[K] & z.core.SomeType> : F[K] };

function withOptional<F extends Record<string, z.core.$ZodType>>(fields: F): WithOptional<F> {
  const optional = OPTIONAL_VIEW_FIELDS.filter((name) => name in fields).map((name) => [
    name,
    z.optional(fields[name]!),
  ]);
  return { ...fields, ...Object.fromEntries(optional) } as WithOptional<F>;
}

export const SubmissionSchema = withMeta(z.object(withOptional(submissionFullFields.fields)), { id: 'Submission' });
export const SubmissionSummarySchema = withMeta(
  z.object({
    ...withOptional(submissionSummaryFields.fields),
    fields: described(
      z.optional(z.record(z.string(), z.unknown())),
      'Only with `include=fields`: every visitor field, as in Submission; `{}` while locked.',
    ),
  }),
  { id: 'SubmissionSummary' },
);

/** The submission as the API returns it; webhook bodies carry exactly this. */
export type SubmissionView = z.output<typeof SubmissionSchema>;
export type SubmissionSummaryView = z.output<typeof SubmissionSummarySchema>;
export { SubmissionFileSchema, submissionSummaryView, submissionView };

export const SubmissionListResponseSchema = withMeta(
  z.object({ items: z.array(SubmissionSummarySchema), next_cursor: z.nullable(z.string()) }),
  { id: 'SubmissionListResponse' },
);

const queryBoolean = (description: string) =>
  described(
    z.optional(
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((v) => v === 'true'),
      ),
    ),
    description,
  );

const queryTime = (description: string) =>
  described(z.optional(z.union([z.iso.datetime({ offset: true }), z.iso.date()])), description);

/** The filters of a submissions list (besides `status`), shared by the list and the exports. */
export const SubmissionFilterQueryShape = {
  q: described(
    z.optional(z.string().check(z.minLength(1), z.maxLength(SUBMISSION_LIMITS.searchChars))),
    'Text a field value or the submitter e-mail contains, in any case and script (compared after Unicode NFKC and lower-casing).',
  ),
  starred: queryBoolean('Only starred (`true`) or only not starred (`false`) submissions.'),
  has_files: queryBoolean('Only submissions with (`true`) or without (`false`) uploaded files.'),
  created_from: queryTime('Created at or after this time (a date: its start, UTC).'),
  created_to: queryTime(
    'Created before this time (a date: its start, UTC, so that day is left out); after `created_from` when both are given.',
  ),
  field: described(
    z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
    'With `field_value`: only submissions whose field of this name has that value (or, for a list, one such element), in any case.',
  ),
  field_value: described(
    z.optional(z.string().check(z.maxLength(SUBMISSION_LIMITS.searchChars))),
    'The value `field` must have; only with `field`, which needs it.',
  ),
};

export const ListSubmissionsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(1024))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SUBMISSION_LIMITS.pageMax)),
    SUBMISSION_LIMITS.pageDefault,
  ),
  status: z._default(SubmissionStatusFilterSchema, 'all'),
  include: described(
    z.optional(z.enum(['fields'])),
    '`fields` adds every visitor field to each item (exports); reading them does not mark them read.',
  ),
  ...SubmissionFilterQueryShape,
});

export const UpdateSubmissionRequestSchema = withMeta(
  z.strictObject({ status: z.optional(SubmissionStatusSchema), starred: z.optional(z.boolean()) }),
  { id: 'UpdateSubmissionRequest' },
);

export const BulkSubmissionActionSchema = withMeta(
  z.enum(['mark_spam', 'mark_verified', 'mark_received', 'archive', 'delete', 'restore', 'redeliver']),
  { id: 'BulkSubmissionAction' },
);

export const BulkSubmissionRequestSchema = withMeta(
  z.strictObject({
    ids: z
      .array(z.string().check(z.regex(new RegExp(idPattern('submission')), { error: 'is not a submission id' })))
      .check(z.minLength(1), z.maxLength(SUBMISSION_LIMITS.bulkMax)),
    action: BulkSubmissionActionSchema,
  }),
  { id: 'BulkSubmissionRequest' },
);

export const BulkSubmissionResponseSchema = withMeta(
  z.object({ updated: described(z.number().check(z.int()), 'Submissions that actually changed.') }),
  { id: 'BulkSubmissionResponse' },
);

export const RedeliverResponseSchema = withMeta(
  z.object({ enqueued: described(z.number().check(z.int()), 'submission.created events queued for delivery.') }),
  { id: 'RedeliverResponse' },
);

export const SubmissionStatsQuerySchema = z.object({
  days: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SUBMISSION_LIMITS.statsDaysMax)),
    SUBMISSION_LIMITS.statsDaysDefault,
  ),
});

export const SubmissionStatsSchema = withMeta(
  z.object({
    days: z.number().check(z.int()),
    total: z.number().check(z.int()),
    points: z.array(z.object({ date: z.iso.date(), count: z.number().check(z.int()) })),
  }),
  { id: 'SubmissionStats' },
);

export const SubmissionParamsSchema = z.object({
  id: idParam('form', 'Form id.'),
  sid: idParam('submission', 'Submission id.'),
});
