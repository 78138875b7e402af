import {
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
  deliveries: Pick<DeliveryStore, 'createOnce'>;
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
 * One event → one delivery-queue message per target, and for integrations one delivery record. Targets come from
 * every provider (filtered by `event.targets` for redeliveries). The delivery id is derived from (event id, target).
 * A webhook or e-mail delivery's message carries the untried delivery (`firstTryMessage`) and nothing is written
 * here: its first try writes the delivery once, with the outcome. A redelivered event queues it again, and the
 * try sends only a copy whose delivery is still untried (`attemptDelivery`). An integration's delivery is created
 * first, so a redelivered event creates nothing new, and one that exists but was never tried (a previous run stopped
 * before queueing it) is queued again, its claim keeping the two copies from both trying. Locked (over-quota)
 * submissions get no deliveries; a submission not readable yet is retried a few receives, then the event is dropped.
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
  // The providers' reads by key (the form, its autoresponder) join the batch's read of its submissions.
  for (const provider of ports.providers)
    provider.prefetch?.({ tenantId: event.tenant_id, formId: event.form_id }, subject);
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
  const messages: DeliveryMessage[] = [];
  let created = 0;
  await Promise.all(
    specs.map(async (spec) => {
      const delivery = deliveryOf(event, spec, at);
      const message = firstTryMessage(delivery);
      if (message.first_try) {
        messages.push(message);
        return;
      }
      const result = await ports.deliveries.createOnce(delivery);
      if (result.created) {
        created++;
        messages.push(message);
      } else if (result.existing && result.existing.status === 'pending' && result.existing.attempts === 0) {
        messages.push(deliveryMessage(result.existing));
      }
    }),
  );
  if (messages.length > 0) await ports.queue.enqueue(messages);
  return { outcome: 'fanned_out', targets: specs.length, created, enqueued: messages.length };
}
