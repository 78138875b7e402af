import * as z from 'zod/mini';
import { isId } from '@shared/domain/ids.js';
import { mailAddressOrNull } from '@shared/domain/email/addresses.js';
import { MAIL_KINDS } from '@shared/domain/email/mailer.js';
import type { SuppressionSource } from '@shared/domain/email/suppression.js';
import type { SesFeedback } from '@shared/domain/email/ses-feedback.js';
import type { EmailEventReport } from '@shared/domain/delivery/timeline.js';

/**
 * SES event publishing through EventBridge (`source: aws.ses`, detail-types `Email Bounced` and `Email Complaint
 * Received`). The detail is SES's event record: `eventType`, `mail` (with `tags`: every message tag as
 * name → [values], including `ses:configuration-set` and the `tenant_id`/`kind`/`form_id` tags Formbase sets),
 * and `bounce` or `complaint`. Only the parts read here are validated; everything else passes.
 */
const recipients = z.array(z.looseObject({ emailAddress: z.string() }));

const SesDetailSchema = z.looseObject({
  eventType: z.optional(z.string()),
  /** The name of `eventType` in feedback notifications sent without event publishing. */
  notificationType: z.optional(z.string()),
  mail: z.optional(z.looseObject({ tags: z.optional(z.record(z.string(), z.array(z.string()))) })),
  bounce: z.optional(
    z.looseObject({
      bounceType: z.string(),
      bounceSubType: z.optional(z.string()),
      bouncedRecipients: recipients,
      feedbackId: z.optional(z.string()),
    }),
  ),
  complaint: z.optional(
    z.looseObject({
      complainedRecipients: recipients,
      complaintFeedbackType: z.optional(z.string()),
      feedbackId: z.optional(z.string()),
    }),
  ),
});

export const SesEventBridgeEventSchema = z.looseObject({
  source: z.optional(z.string()),
  'detail-type': z.optional(z.string()),
  detail: SesDetailSchema,
});

const firstTag = (tags: Record<string, string[]> | undefined, name: string) => tags?.[name]?.[0];

/** `"Name" <a@b.com>` or `a@b.com` → `a@b.com` (null when not a valid address). */
const plainAddress = (value: string) => mailAddressOrNull(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value);

/**
 * Reads an EventBridge SES event. Permanent bounces and complaints (except `not-spam` feedback) suppress their
 * recipients; transient or undetermined bounces and every other event are ignored.
 *
 * @example parseSesFeedback(event) // { action: 'suppress', reason: 'bounce', recipients: ['x@example.com'], tenantId: 'ten_…', ... }
 */
export function parseSesFeedback(event: unknown): SesFeedback {
  const parsed = SesEventBridgeEventSchema.safeParse(event);
  if (!parsed.success) return { action: 'ignore', why: 'not an SES event record' };
  const { detail } = parsed.data;
  const type = detail.eventType ?? detail.notificationType;
  const tags = detail.mail?.tags;
  const tenantTag = firstTag(tags, 'tenant_id');
  const kindTag = firstTag(tags, 'kind');
  const formTag = firstTag(tags, 'form_id');
  const source: SuppressionSource = MAIL_KINDS.find((kind) => kind === kindTag) ?? 'unknown';
  const base = {
    tenantId: tenantTag && isId('tenant', tenantTag) ? tenantTag : null,
    source,
    formId: formTag && isId('form', formTag) ? formTag : null,
  };
  const addresses = (list: { emailAddress: string }[]) => [
    ...new Set(list.map((r) => plainAddress(r.emailAddress)).filter((a): a is string => a !== null)),
  ];

  if (type === 'Bounce' && detail.bounce) {
    if (detail.bounce.bounceType !== 'Permanent')
      return { action: 'ignore', why: `bounce type ${detail.bounce.bounceType}` };
    const list = addresses(detail.bounce.bouncedRecipients);
    if (list.length === 0) return { action: 'ignore', why: 'no valid recipient' };
    return {
      action: 'suppress',
      reason: 'bounce',
      recipients: list,
      feedbackId: detail.bounce.feedbackId ?? null,
      ...base,
    };
  }
  if (type === 'Complaint' && detail.complaint) {
    if (detail.complaint.complaintFeedbackType === 'not-spam') return { action: 'ignore', why: 'not-spam feedback' };
    const list = addresses(detail.complaint.complainedRecipients);
    if (list.length === 0) return { action: 'ignore', why: 'no valid recipient' };
    return {
      action: 'suppress',
      reason: 'complaint',
      recipients: list,
      feedbackId: detail.complaint.feedbackId ?? null,
      ...base,
    };
  }
  return { action: 'ignore', why: `event type ${type ?? 'missing'}` };
}

/**
 * What an SES delivered, bounce or complaint event says about an e-mail a submission caused, for its timeline; null
 * when the message carried no submission tags (account mail, tests) or the event is of another type. Any bounce
 * counts here (a transient one too: the timeline says what happened; only permanent ones suppress).
 */
export function parseSesMailEvent(event: unknown): Omit<EmailEventReport, 'id'> | null {
  const parsed = SesEventBridgeEventSchema.safeParse(event);
  if (!parsed.success) return null;
  const { detail } = parsed.data;
  const type = detail.eventType ?? detail.notificationType;
  const tags = detail.mail?.tags;
  const formId = firstTag(tags, 'form_id');
  const submissionId = firstTag(tags, 'submission_id');
  const deliveryId = firstTag(tags, 'delivery_id');
  const kind = firstTag(tags, 'kind');
  const targetKind = kind === 'owner_notification' ? 'owner_email' : kind === 'autoresponder' ? 'autoresponder' : null;
  if (!formId || !isId('form', formId) || !submissionId || !isId('submission', submissionId) || !targetKind)
    return null;
  const at = new Date();
  const base = {
    formId,
    submissionId,
    targetKind,
    deliveryId: deliveryId && isId('delivery', deliveryId) ? deliveryId : null,
  } as const;
  const when = (value: unknown) =>
    typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : at.toISOString();
  if (type === 'Delivery')
    return {
      ...base,
      event: 'delivered',
      detail: null,
      at: when((detail.delivery as { timestamp?: unknown })?.timestamp),
    };
  if (type === 'Bounce' && detail.bounce)
    return {
      ...base,
      event: 'bounced',
      detail: [detail.bounce.bounceType, detail.bounce.bounceSubType].filter(Boolean).join(' / '),
      at: when(detail.bounce.timestamp),
    };
  if (type === 'Complaint' && detail.complaint)
    return {
      ...base,
      event: 'complained',
      detail: detail.complaint.complaintFeedbackType ?? null,
      at: when(detail.complaint.timestamp),
    };
  return null;
}
