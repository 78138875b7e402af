import type { Form } from '../form.js';
import type { Submission } from '../submission.js';
import type { FormView, SubmissionView } from './targets.js';

/**
 * The API shapes targets see. `toSubmissionView` must equal the API's Submission (services/api's
 * `submissionView`; services cannot import each other) because webhook bodies carry "the Submission as the API
 * returns it"; test/integration/delivery.test.ts compares the two field for field.
 */
export const toSubmissionView = (s: Submission): SubmissionView => ({
  id: s.id,
  created_at: s.createdAt,
  status: s.status,
  deleted_at: s.deletedAt,
  starred: s.starred,
  locked: s.locked,
  locked_reason: s.lockedReason,
  files: s.files.map((f) => ({
    id: f.id,
    field_name: f.fieldName,
    original_name: f.originalName,
    content_type: f.contentType,
    size_bytes: f.sizeBytes,
    status: f.status,
    created_at: f.createdAt,
    finalized_at: f.finalizedAt,
  })),
  spam_score: s.spamScore,
  submitter_email: s.submitterEmail,
  submitter_ip: s.submitterIp,
  fields: s.locked ? {} : s.fields,
  accept_language: s.acceptLanguage,
  origin: s.origin,
  referer: s.referer,
  user_agent: s.userAgent,
  spam_reasons: s.spamReasons,
});

export const toFormView = (f: Form): FormView => ({
  id: f.id,
  tenant_id: f.tenantId,
  name: f.name,
  is_active: f.isActive,
  notify_emails: f.notifyEmails,
  notify_cc_emails: f.notifyCcEmails,
  notify_bcc_emails: f.notifyBccEmails,
  notify_routing_aliases: f.notifyRoutingAliases,
  notify_subject: f.notifySubject,
  settings: f.settings,
});
