import type { SubmissionView } from '../delivery/targets.js';
import { formatMailbox, headerText, mailAddressOrNull } from './addresses.js';
import { compileAutoresponder, type Autoresponder, type CompiledAutoresponder } from './autoresponder.js';
import { escapeHtml, htmlToText } from './html.js';
import { formatDate, resolveLocale } from './locale.js';
import type { MailKind, OutgoingEmail } from './mailer.js';
import { renderTemplate, type TemplateValues } from './template.js';

export type RespondedSubmission = Pick<SubmissionView, 'id' | 'created_at' | 'fields' | 'accept_language'>;

export interface AutoresponderContent {
  subject: string;
  text: string;
  /** Present for `body_format: html`. */
  html?: string;
}

/**
 * The address an autoresponder goes to: the value of `reply_to_field` in the submitted fields (the first
 * element when the field was repeated), when it is a valid address; null otherwise.
 */
export function autoresponderRecipient(
  ar: Pick<Autoresponder, 'replyToField'>,
  fields: Record<string, unknown>,
): string | null {
  const value = fields[ar.replyToField];
  return mailAddressOrNull(Array.isArray(value) ? value[0] : value);
}

/**
 * Renders subject and body. The subject is one header-safe line; an HTML body escapes every substituted value
 * and gets a text alternative derived from it; a text body is sent as is.
 */
export function renderAutoresponder(
  ar: Pick<Autoresponder, 'bodyFormat' | 'localeMode'>,
  compiled: CompiledAutoresponder,
  formName: string,
  submission: RespondedSubmission,
): AutoresponderContent {
  const locale = resolveLocale(ar.localeMode, submission.accept_language);
  const values: TemplateValues = {
    builtins: { form_name: formName, submission_id: submission.id, date: formatDate(submission.created_at, locale) },
    fields: submission.fields,
  };
  const subject = headerText(renderTemplate(compiled.subject, values), 250) || headerText(formName, 250);
  if (ar.bodyFormat === 'text') return { subject, text: renderTemplate(compiled.body, values) };
  const html = renderTemplate(compiled.body, values, escapeHtml);
  return { subject, html, text: htmlToText(html) };
}

export interface AutoresponderEmailInput {
  autoresponder: Autoresponder;
  formName: string;
  submission: RespondedSubmission;
  /** The recipient (already validated, e.g. by `autoresponderRecipient`). */
  to: string;
  /** Where replies go: the form's first notify address, when it has one. */
  replyTo: string | null;
  mailFrom: string;
  kind: Extract<MailKind, 'autoresponder' | 'autoresponder_test'>;
}

/**
 * The complete autoresponder message: templates compiled (422 for a template that no longer compiles) and
 * rendered, sent from `"<from_name>" <mailFrom>`, tagged with its tenant and form for SES feedback.
 */
export function autoresponderEmail(input: AutoresponderEmailInput): OutgoingEmail {
  const { autoresponder: ar } = input;
  const content = renderAutoresponder(ar, compileAutoresponder(ar), input.formName, input.submission);
  const replyTo = mailAddressOrNull(input.replyTo);
  return {
    from: formatMailbox(input.mailFrom, ar.fromName),
    to: [input.to],
    cc: [],
    bcc: [],
    replyTo: replyTo ? [replyTo] : [],
    ...content,
    tags: { tenant_id: ar.tenantId, form_id: ar.formId, kind: input.kind },
  };
}
