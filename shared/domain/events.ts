import * as z from 'zod/mini';
import { derivedId, idTimeMs } from './ids.js';

/**
 * Messages on the events queue. The table stream's consumer announces each submission that becomes deliverable,
 * the API sends one per later change; the delivery fan-out turns each into one delivery per target. The webhook
 * body is built from this plus the stored submission.
 */
export const EVENT_TYPES = ['submission.created', 'submission.updated', 'submission.deleted'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const present = () => z.string().check(z.refine((s) => s.length > 0));

/** Validated wherever an event is read back (queue message bodies). */
export const SubmissionEventSchema = z.object({
  /** `evt_...`; becomes the `webhook-id` header and the idempotency key of every delivery made from it. */
  id: present(),
  type: z.enum(EVENT_TYPES),
  created_at: present(),
  tenant_id: present(),
  form_id: present(),
  submission_id: present(),
  /** True for webhook/integration test sends. */
  test: z.optional(z.boolean()),
  /** Set by redelivery requests: only these targets (e.g. `webhook:whk_...`), all when absent. */
  targets: z.optional(z.array(z.string())),
});
export type SubmissionEvent = z.output<typeof SubmissionEventSchema>;

/** Port: puts events on the events queue. Resolves only when every event was accepted by the queue. */
export interface EventPublisher {
  publish(events: readonly SubmissionEvent[]): Promise<void>;
}

/** A new event about one submission. */
export function submissionEvent(
  type: EventType,
  submission: { id: string; tenantId: string; formId: string },
  id: string,
  at: Date,
  extra: Pick<SubmissionEvent, 'test' | 'targets'> = {},
): SubmissionEvent {
  return {
    id,
    type,
    created_at: at.toISOString(),
    tenant_id: submission.tenantId,
    form_id: submission.formId,
    submission_id: submission.id,
    ...extra,
  };
}

/**
 * The `submission.created` event of a stored submission. Its id is derived from the submission's, so announcing the
 * same submission again (a retried stream batch) queues the same event, and fan-out makes no second delivery.
 */
export function createdEventOf(submission: {
  id: string;
  tenantId: string;
  formId: string;
  createdAt: string;
}): SubmissionEvent {
  const at = new Date(submission.createdAt);
  return submissionEvent('submission.created', submission, createdEventId(submission.id, at.getTime()), at);
}

const createdEventId = (submissionId: string, atMs: number) =>
  derivedId('event', atMs, `submission.created:${submissionId}`);

/**
 * The `submission.created` event a submission was announced with, found from its id alone (without reading it):
 * right for every submission whose `created_at` is its id's time (ingest makes both from one clock reading).
 */
export function createdEventFromId(submissionId: string): { id: string; createdAt: string } {
  const ms = idTimeMs(submissionId);
  return { id: createdEventId(submissionId, ms), createdAt: new Date(ms).toISOString() };
}
