import { createdEventFromId } from '../events.js';
import { isId } from '../ids.js';
import { deliveryIdFor } from './deliveries.js';
import { formTargetKey, resourceTargetKey, type Delivery, type TargetKey, type TargetKind } from './targets.js';

/**
 * A delivery's first try kept on the delivery record instead of a timeline entry of its own: one write where the
 * record and the entry took two. The timeline read finds such records by key, from what it knows without them: the
 * submission's `submission.created` event (derived from the submission's id) and the form's targets of these kinds
 * (its webhooks, those removed since, and its two e-mail targets). Every other try keeps its entry.
 */
const KINDS_KEPT_ON_RECORD: ReadonlySet<TargetKind> = new Set(['webhook', 'owner_email', 'autoresponder']);

/** Whether the timeline read finds `d` by its derived key, so its first try needs no entry of its own. */
export function firstTryKeptOnRecord(d: Delivery): boolean {
  if (!d.submissionId || d.test || d.eventType !== 'submission.created' || !KINDS_KEPT_ON_RECORD.has(d.kind))
    return false;
  if (!isId('submission', d.submissionId)) return false;
  const created = createdEventFromId(d.submissionId);
  return d.eventId === created.id && Date.parse(d.eventCreatedAt) === Date.parse(created.createdAt);
}

/**
 * The deliveries whose first try the timeline of `submissionId` may hold only on their records: those of its
 * `submission.created` event to each webhook (live or removed) and each e-mail target of the form.
 */
export function firstTryRecordKeys(
  formId: string,
  submissionId: string,
  webhookIds: readonly string[],
): { targetKey: TargetKey; id: string }[] {
  if (!isId('submission', submissionId)) return [];
  const created = createdEventFromId(submissionId);
  const targets = [
    ...new Set(webhookIds.map((id) => resourceTargetKey('webhook', id))),
    formTargetKey('owner_email', formId),
    formTargetKey('autoresponder', formId),
  ];
  return targets.map((targetKey) => ({ targetKey, id: deliveryIdFor(created.id, created.createdAt, targetKey) }));
}
