import * as z from 'zod/mini';
import { INGEST_LIMITS } from '../ingest-limits.js';
import { withMeta } from './meta.js';
import { described } from '../entity.js';
import {
  SubmissionEntity,
  SubmissionFileEntity,
  type Submission,
  type SubmissionFile,
  type SubmissionSummary,
} from '../submission.js';
import type { SubmissionSummaryView, SubmissionView } from './submissions.js';

/**
 * The API views of a submission, in zod/mini: the API's schemas (`submissions.ts`, classic zod) are built from them,
 * and the delivery functions map submissions with them (webhook bodies) without bundling classic zod (~380 KB).
 */

const fileView = SubmissionFileEntity.view<SubmissionFile, FileViewSpec>({
  id: true,
  fieldName: true,
  originalName: true,
  contentType: true,
  createdAt: true,
  sizeBytes: true,
  status: true,
  finalizedAt: true,
});
type FileViewSpec = { [K in Exclude<keyof SubmissionFile, 'storageKey'>]: true };

export const SubmissionFileSchema = z.object(fileView.fields).register(z.globalRegistry, { id: 'SubmissionFile' });

/** A locked submission (over quota) hides its content: fields and preview as `{}`, files as `[]`. */
const lockedFiles = {
  schema: described(z.array(SubmissionFileSchema), 'Uploaded files (`_uploads`); `[]` while locked.'),
  from: (s: Pick<Submission, 'locked' | 'files'>) => (s.locked ? [] : s.files.map(fileView.map)),
};

/** What a list item and the full submission both show, in the contract's order. */
const sharedView = {
  id: true,
  createdAt: true,
  status: true,
  deletedAt: true,
  starred: true,
  locked: true,
  lockedReason: true,
  files: lockedFiles,
  spamScore: true,
  submitterEmail: true,
  submitterIp: true,
} as const;

export const submissionFullFields = SubmissionEntity.view({
  ...sharedView,
  fields: {
    schema: withMeta(z.record(z.string(), z.unknown()), {
      description: 'Visitor fields in the order sent; `{}` while locked.',
      // Names are 1-256 characters; reserved `_` names are never stored.
      propertyNames: { type: 'string', minLength: 1, maxLength: INGEST_LIMITS.nameChars, pattern: '^[^_]' },
    }),
    from: (s: Submission) => (s.locked ? {} : s.fields),
  },
  acceptLanguage: true,
  origin: true,
  referer: true,
  userAgent: true,
  spamReasons: true,
});

export const submissionSummaryFields = SubmissionEntity.view({
  ...sharedView,
  preview: {
    schema: described(
      z.record(z.string(), z.string()),
      'The first five non-empty fields as text, values cut to 120 characters; `{}` while locked.',
    ),
    from: (s: SubmissionSummary) => (s.locked ? {} : s.preview),
  },
});

/** The submission as the API returns it; webhook bodies carry exactly this. */
export const submissionView = (s: Submission): SubmissionView => submissionFullFields.map(s);
export const submissionSummaryView = (s: SubmissionSummary): SubmissionSummaryView => submissionSummaryFields.map(s);
