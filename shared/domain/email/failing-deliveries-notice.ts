import type { Delivery } from '../delivery/targets.js';
import { headerText } from './addresses.js';
import { escapeHtml } from './html.js';

/** Port: the day's "deliveries are failing" notice of a form, claimed once per form and UTC day. */
export interface DeliveryNoticeStore {
  /** False when the form's notice of `day` (YYYY-MM-DD) was claimed already. */
  claim(tenantId: string, formId: string, day: string): Promise<boolean>;
  /** Gives the claim back (sending failed: the next dead delivery tries again). */
  release(tenantId: string, formId: string, day: string): Promise<void>;
}

/** Only endpoints the owner configured keep failing in a way they can fix; e-mail targets have their own notice. */
export const NOTICED_TARGET_KINDS: readonly Delivery['kind'][] = ['webhook', 'integration'];

/**
 * The e-mail telling an organization's owners that a form's deliveries to one endpoint ran out of retries: which
 * form and endpoint (by id: endpoint URLs and labels are the owner's text, kept out of the subject), the last error,
 * and where to look and replay. At most one a day per form (`DeliveryNoticeStore`).
 */
export function buildFailingDeliveriesNotice(input: {
  formName: string;
  delivery: Pick<Delivery, 'kind' | 'targetKey' | 'lastError' | 'id'>;
  apiBaseUrl: string;
}) {
  const endpoint = input.delivery.targetKey.slice(input.delivery.targetKey.indexOf(':') + 1);
  const what = input.delivery.kind === 'webhook' ? 'webhook' : 'integration';
  const deliveries = `${input.apiBaseUrl.replace(/\/$/, '')}/v1/${what}s/${endpoint}/deliveries`;
  const subject = headerText(`Deliveries of form "${input.formName}" are failing`, 250);
  const error = input.delivery.lastError ?? 'no answer';
  const lines = [
    `A delivery of form "${input.formName}" to its ${what} ${endpoint} failed after every retry (last error: ${error}).`,
    '',
    'Until the endpoint answers again, new submissions are still stored but their deliveries to it fail too. Once',
    "it is fixed, replay what failed from the form's page in the dashboard, or with an API key (POST …/replays):",
    deliveries,
    '',
    `Delivery ${input.delivery.id}. This notice is sent at most once a day per form.`,
  ];
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#111827">',
    `<p>A delivery of form <strong>${escapeHtml(input.formName)}</strong> to its ${what} <code>${escapeHtml(endpoint)}</code> `,
    `failed after every retry (last error: ${escapeHtml(error)}).</p>`,
    '<p>Until the endpoint answers again, new submissions are still stored but their deliveries to it fail too. Once it ',
    "is fixed, replay what failed from the form's page in the dashboard, or with an API key (POST …/replays):</p>",
    `<pre>${escapeHtml(deliveries)}</pre>`,
    `<p style="color:#6b7280;font-size:13px">Delivery ${escapeHtml(input.delivery.id)}. This notice is sent at most once a day per form.</p>`,
    '</body></html>',
  ].join('');
  return { subject, text: lines.join('\n'), html };
}
