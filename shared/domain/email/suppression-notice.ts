import { headerText } from './addresses.js';
import { escapeHtml } from './html.js';
import type { SuppressionEntry } from './suppression.js';

const WHY: Record<SuppressionEntry['reason'], string> = {
  bounce: 'mail to it bounced permanently (the receiving server says the mailbox does not exist or refuses mail)',
  complaint: 'its recipient marked a message from this service as spam',
};

/**
 * The e-mail telling a tenant's owner that one of their notification addresses is suppressed, and how to lift
 * it. `formName` is the form whose notification bounced, when known.
 */
export function buildSuppressionNotice(entry: SuppressionEntry, apiBaseUrl: string, formName: string | null) {
  const subject = headerText(`Form notifications to ${entry.email} are paused`, 250);
  const about = formName ? ` (form "${formName}")` : '';
  const remove = `DELETE ${apiBaseUrl.replace(/\/$/, '')}/v1/email/suppression/${entry.id}`;
  const lines = [
    `Notifications to ${entry.email}${about} are no longer sent: ${WHY[entry.reason]}.`,
    '',
    'Sending to an address that bounces or complains harms the delivery of every message this service sends, so',
    'the address is on the suppression list until you remove it. Once the mailbox works again, remove the entry',
    `with an API key: ${remove}`,
    '',
    `Suppression entry ${entry.id}, created ${entry.createdAt}.`,
  ];
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#111827">',
    `<p>Notifications to <strong>${escapeHtml(entry.email)}</strong>${escapeHtml(about)} are no longer sent: ${escapeHtml(WHY[entry.reason])}.</p>`,
    '<p>Sending to an address that bounces or complains harms the delivery of every message this service sends, so the ',
    'address is on the suppression list until you remove it. Once the mailbox works again, remove the entry with an API key:</p>',
    `<pre>${escapeHtml(remove)}</pre>`,
    `<p style="color:#6b7280;font-size:13px">Suppression entry ${escapeHtml(entry.id)}, created ${escapeHtml(entry.createdAt)}.</p>`,
    '</body></html>',
  ].join('');
  return { subject, text: lines.join('\n'), html };
}
