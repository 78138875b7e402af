import type { Submission, SubmissionFile, SubmissionSummary } from './submission.js';

/**
 * API shapes of submissions (the API and webhook bodies share them). A locked submission (over quota) hides its
 * content: fields and preview as `{}`, files as `[]` (their names are the visitor's words too).
 */

const fileView = (f: SubmissionFile) => ({
  id: f.id,
  field_name: f.fieldName,
  original_name: f.originalName,
  content_type: f.contentType,
  size_bytes: f.sizeBytes,
  status: f.status,
  created_at: f.createdAt,
  finalized_at: f.finalizedAt,
});

const commonView = (s: SubmissionSummary | Submission) => ({
  id: s.id,
  created_at: s.createdAt,
  status: s.status,
  deleted_at: s.deletedAt,
  starred: s.starred,
  locked: s.locked,
  locked_reason: s.lockedReason,
  files: s.locked ? [] : s.files.map(fileView),
  spam_score: s.spamScore,
  submitter_email: s.submitterEmail,
  submitter_ip: s.submitterIp,
});

export const submissionView = (s: Submission) => ({
  ...commonView(s),
  fields: s.locked ? {} : s.fields,
  accept_language: s.acceptLanguage,
  origin: s.origin,
  referer: s.referer,
  user_agent: s.userAgent,
  spam_reasons: s.spamReasons,
});

export const submissionSummaryView = (s: SubmissionSummary) => ({
  ...commonView(s),
  preview: s.locked ? {} : s.preview,
});
