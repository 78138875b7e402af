import {
  FIRST_TRY_HOLD_SECONDS,
  deliveryIdFor,
  deliveryMessage,
  firstTryMessage,
  newDelivery,
  type DeliveryMessage,
  type DeliveryQueue,
  type DeliveryStore,
} from '@shared/domain/delivery/deliveries.js';
import {
  SubjectMissingError,
  targetSelected,
  type Delivery,
  type TargetProvider,
  type TargetSpec,
} from '@shared/domain/delivery/targets.js';
import type { SubmissionEvent } from '@shared/domain/events.js';
import type { BatchReads } from './subject.js';

export interface FanOutPorts {
  /** The reads of the batch this event came in (`batchReads`). */
  reads: BatchReads;
  deliveries: Pick<DeliveryStore, 'createOnce' | 'releaseFirstTry'>;
  queue: Pick<DeliveryQueue, 'enqueue'>;
  providers: readonly TargetProvider[];
  now(): Date;
}

/** Receives of an event whose submission cannot be read yet before it is dropped (it may never have been stored). */
export const SUBMISSION_WAIT_RECEIVES = 3;
const REREAD_AFTER_MS = 300;

export type FanOutResult =
  | { outcome: 'fanned_out'; targets: number; created: number; enqueued: number }
  | { outcome: 'dropped'; reason: 'locked' | 'form_missing' | 'submission_missing' }
  | { outcome: 'retry'; reason: 'submission_not_found_yet' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function deliveryOf(event: SubmissionEvent, spec: TargetSpec, at: Date): Delivery {
  return newDelivery(
    {
      id: deliveryIdFor(event.id, event.created_at, spec.key),
      targetKey: spec.key,
      kind: spec.kind,
      tenantId: event.tenant_id,
      formId: event.form_id,
      eventId: event.id,
      eventType: event.type,
      eventCreatedAt: event.created_at,
      submissionId: event.submission_id,
      test: event.test === true,
    },
    at,
  );
}

/**
 * One event → one delivery record and one delivery-queue message per target. Targets come from every provider
 * (filtered by `event.targets` for redeliveries). The delivery id is derived from (event id, target), so a
 * redelivered event creates nothing new; a delivery that exists but was never tried (a previous run stopped before
 * queueing it) is queued again, and the attempt's chain claim keeps the two copies from both trying: a new delivery's
 * own message tries without claiming (`firstTryMessage`), so the delivery is created held for it
 * (`FIRST_TRY_HOLD_SECONDS`), and released at once if that message could not be queued. Locked (over-quota) submissions get
 * no deliveries; a submission not readable yet is retried a few receives, then the event is dropped.
 */
export async function fanOutEvent(
  ports: FanOutPorts,
  event: SubmissionEvent,
  receiveCount: number,
): Promise<FanOutResult> {
  const subject = ports.reads.subject({
    tenantId: event.tenant_id,
    formId: event.form_id,
    submissionId: event.submission_id,
  });
  if (!(await subject.submission()) && event.type !== 'submission.deleted') {
    await sleep(REREAD_AFTER_MS);
    ports.reads.forget({ tenantId: event.tenant_id, formId: event.form_id, id: event.submission_id });
    if (!(await subject.submission())) {
      return receiveCount < SUBMISSION_WAIT_RECEIVES
        ? { outcome: 'retry', reason: 'submission_not_found_yet' }
        : { outcome: 'dropped', reason: 'submission_missing' };
    }
  }
  if ((await subject.submission())?.locked) return { outcome: 'dropped', reason: 'locked' };

  let specs: TargetSpec[];
  try {
    specs = (await Promise.all(ports.providers.map((p) => p.targetsFor(event, subject)))).flat();
  } catch (error) {
    if (error instanceof SubjectMissingError) return { outcome: 'dropped', reason: 'form_missing' };
    throw error;
  }
  specs = specs.filter((spec) => targetSelected(event.targets, spec));

  const at = ports.now();
  const firstTryUntil = new Date(at.getTime() + FIRST_TRY_HOLD_SECONDS * 1000).toISOString();
  const messages: DeliveryMessage[] = [];
  const held: Delivery[] = [];
  let created = 0;
  await Promise.all(
    specs.map(async (spec) => {
      const delivery = deliveryOf(event, spec, at);
      const message = firstTryMessage(delivery);
      const result = await ports.deliveries.createOnce(delivery, message.first_try ? { firstTryUntil } : {});
      if (result.created) {
        created++;
        messages.push(message);
        if (message.first_try) held.push(delivery);
      } else if (result.existing && result.existing.status === 'pending' && result.existing.attempts === 0) {
        // Claims: its first message may be under way without a claim, and this one must not also skip it.
        messages.push(deliveryMessage(result.existing));
      }
    }),
  );
  if (messages.length > 0) {
    try {
      await ports.queue.enqueue(messages);
    } catch (error) {
      // The retried event queues these deliveries again, and those messages must not wait for the hold. (Best
      // effort: a hold left in place ends on its own.)
      await Promise.allSettled(held.map((d) => ports.deliveries.releaseFirstTry(d.targetKey, d.id)));
      throw error;
    }
  }
  return { outcome: 'fanned_out', targets: specs.length, created, enqueued: messages.length };
}
