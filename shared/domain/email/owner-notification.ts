import type { FormView, SubmissionView } from '../delivery/targets.js';
import { headerText, mailAddressOrNull, uniqueAddresses } from './addresses.js';
import { escapeHtml, escapeMultiline } from './html.js';
import { formatFieldValue } from './template.js';

/** Whether spam is notified too: the one setting an owner notification reads. */
type NotifySetting = { settings: { email?: { notify_spam?: boolean } } };

/** The form facts an owner notification needs (the delivery pipeline's view of a form). */
export type NotifyingForm = Pick<
  FormView,
  | 'id'
  | 'name'
  | 'notify_emails'
  | 'notify_cc_emails'
  | 'notify_bcc_emails'
  | 'notify_routing_aliases'
  | 'notify_subject'
> &
  NotifySetting;

/** The submission facts it needs; files are read defensively (`finalizedFiles`). */
export type NotifiedSubmission = Pick<SubmissionView, 'id' | 'created_at' | 'status' | 'fields' | 'submitter_email'> & {
  files: readonly unknown[];
};

export interface Recipients {
  to: string[];
  cc: string[];
  bcc: string[];
  /** The routing alias used, or null for the form's own notify lists. */
  alias: string | null;
}

export const DEFAULT_NOTIFY_SUBJECT = 'New submission to {{form_name}}';

/**
 * Who receives the owner notification: the routing alias named by the submission's `_to` field when the form
 * defines it (its to/cc/bcc lists), otherwise the form's notify lists. Addresses are validated and each appears
 * once across the three lists (to wins over cc, cc over bcc).
 *
 * @example notificationRecipients(form, 'sales') // { to: [...sales to_emails], cc, bcc, alias: 'sales' }
 */
export function notificationRecipients(form: NotifyingForm, routingAlias: string | null | undefined): Recipients {
  const wanted = routingAlias?.trim().toLowerCase();
  const alias = wanted ? form.notify_routing_aliases.find((a) => a.alias === wanted) : undefined;
  const lists = alias
    ? { to: alias.to_emails, cc: alias.cc_emails, bcc: alias.bcc_emails }
    : { to: form.notify_emails, cc: form.notify_cc_emails, bcc: form.notify_bcc_emails };
  const to = uniqueAddresses(lists.to);
  const cc = uniqueAddresses(lists.cc, new Set(to.map((a) => a.toLowerCase())));
  const bcc = uniqueAddresses(lists.bcc, new Set([...to, ...cc].map((a) => a.toLowerCase())));
  return { to, cc, bcc, alias: alias?.alias ?? null };
}

/**
 * The recipients plus the organization's members who asked for every new submission, added to `to` unless a list
 * already has their address.
 */
export function withSubscribers(recipients: Recipients, subscribers: readonly string[]): Recipients {
  const present = new Set([...recipients.to, ...recipients.cc, ...recipients.bcc].map((a) => a.toLowerCase()));
  return { ...recipients, to: [...recipients.to, ...uniqueAddresses(subscribers, present)] };
}

/** True when the owner wants a notification for this submission (spam only with `email.notify_spam`). */
export const wantsNotification = (form: NotifySetting, submission: Pick<SubmissionView, 'status'>): boolean =>
  submission.status !== 'spam' || form.settings.email?.notify_spam === true;

/** The subject line: `notify_subject` (or the default) with `{{form_name}}` replaced; spam is prefixed. */
export function notificationSubject(
  form: Pick<FormView, 'name' | 'notify_subject'>,
  submission: Pick<SubmissionView, 'status'>,
): string {
  const template = form.notify_subject?.trim() ? form.notify_subject : DEFAULT_NOTIFY_SUBJECT;
  const subject = template.replace(/\{\{\s*form_name\s*\}\}/g, () => form.name);
  return headerText(`${submission.status === 'spam' ? '[Spam] ' : ''}${subject}`, 250);
}

export interface NotificationLinks {
  /** API path of the submission, absolute. */
  submission: string;
  /** API download path of one file, absolute. */
  file(fileId: string): string;
}

export interface NotificationContent {
  subject: string;
  text: string;
  html: string;
  /** The submitter's address when it is a valid one (never anything else). */
  replyTo: string[];
}

interface FileLink {
  id: string;
  name: string;
  sizeBytes: number;
}

/** The finalized files of a submission view (its `files` are the API's SubmissionFile objects). */
function finalizedFiles(files: readonly unknown[]): FileLink[] {
  return files.flatMap((f) => {
    const file = f as { id?: unknown; original_name?: unknown; size_bytes?: unknown; status?: unknown };
    if (typeof file.id !== 'string' || file.status !== 'finalized') return [];
    return [{ id: file.id, name: String(file.original_name ?? file.id), sizeBytes: Number(file.size_bytes ?? 0) }];
  });
}

const humanSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The notification's subject and bodies: every field as a name/value row (names and values HTML-escaped in
 * the HTML part), links to the finalized files and to the submission, and Reply-To the submitter.
 */
export function buildOwnerNotification(
  form: NotifyingForm,
  submission: NotifiedSubmission,
  links: NotificationLinks,
): NotificationContent {
  const fields = Object.entries(submission.fields).map(([name, value]) => ({ name, value: formatFieldValue(value) }));
  const files = finalizedFiles(submission.files);
  const spam = submission.status === 'spam';
  const heading = `New submission to ${form.name}`;
  const footer = `Submission ${submission.id}, received ${submission.created_at}`;

  const textLines = [heading, ...(spam ? ['This submission was classified as spam.'] : []), ''];
  for (const { name, value } of fields) {
    const [first = '', ...more] = value.split(/\r\n|\r|\n/);
    textLines.push(`${name}: ${first}`, ...more.map((line) => `  ${line}`));
  }
  if (fields.length === 0) textLines.push('(no fields)');
  if (files.length > 0) {
    textLines.push('', 'Files:', ...files.map((f) => `- ${f.name} (${humanSize(f.sizeBytes)}): ${links.file(f.id)}`));
  }
  textLines.push('', footer, `View it: ${links.submission}`);

  const cell = 'padding:6px 10px;border-bottom:1px solid #e5e7eb;vertical-align:top;text-align:left';
  const rows = fields
    .map(
      ({ name, value }) =>
        `<tr><th style="${cell};width:30%">${escapeHtml(name)}</th><td style="${cell}">${escapeMultiline(value)}</td></tr>`,
    )
    .join('');
  const fileItems = files
    .map(
      (f) => `<li><a href="${escapeHtml(links.file(f.id))}">${escapeHtml(f.name)}</a> (${humanSize(f.sizeBytes)})</li>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#111827">',
    `<h2 style="font-size:18px">${escapeHtml(heading)}</h2>`,
    spam ? '<p style="color:#b91c1c"><strong>This submission was classified as spam.</strong></p>' : '',
    fields.length > 0
      ? `<table style="border-collapse:collapse;width:100%;max-width:640px">${rows}</table>`
      : '<p>(no fields)</p>',
    files.length > 0 ? `<h3 style="font-size:15px">Files</h3><ul>${fileItems}</ul>` : '',
    `<p style="color:#6b7280;font-size:13px">${escapeHtml(footer)} · <a href="${escapeHtml(links.submission)}">View it</a></p>`,
    '</body></html>',
  ].join('');

  const replyTo = mailAddressOrNull(submission.submitter_email);
  return {
    subject: notificationSubject(form, submission),
    text: textLines.join('\n'),
    html,
    replyTo: replyTo ? [replyTo] : [],
  };
}
