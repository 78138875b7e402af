import type { Form } from '../form.js';
import type { Submission } from '../submission.js';
import { submissionView } from '../submission-views.js';
import type { FormView, SubmissionView } from './targets.js';

/** The Submission exactly as the API returns it: webhook bodies carry that shape. */
export const toSubmissionView = (s: Submission): SubmissionView => submissionView(s);

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
