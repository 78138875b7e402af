/**
 * Delivery targets: the one abstraction every side effect of a submission event goes through.
 *
 * HOW TO ADD A TARGET KIND (owner e-mail, autoresponder, integrations):
 *
 *   1. Write a `TargetProvider` (usually in `services/delivery/targets/<kind>.ts`, constructed with whatever
 *      ports it needs: SES client, suppression store, ...):
 *
 *        export function ownerEmailProvider(deps: OwnerEmailDeps): TargetProvider {
 *          return {
 *            kind: 'owner_email',
 *            async targetsFor(event, subject) {
 *              const submission = await subject.submission();           // memoized, loaded once per event
 *              if (event.type !== 'submission.created' || !submission) return [];
 *              const form = await subject.form();
 *              if (submission.status === 'spam' && !form.settings.email?.notify_spam) return [];
 *              return [{ key: formTargetKey('owner_email', event.form_id), kind: 'owner_email' }];
 *            },
 *            async attempt(delivery, ctx) {
 *              // send through SES; never throw for a business outcome, return it:
 *              //   { outcome: 'delivered' }                  → status `delivered`
 *              //   { outcome: 'failed', error, ... }         → retried on the backoff schedule, then `dead`
 *              //   { outcome: 'abandoned', error }           → `dead` at once (no point retrying)
 *              //   { outcome: 'skipped', reason }            → `skipped` (e.g. suppressed address), recorded
 *              return { outcome: 'delivered', responseExcerpt: `ses message ${messageId}` };
 *            },
 *          };
 *        }
 *
 *   2. Add it to its channel's providers (`webhookTargets`, `emailTargets`, `integrationTargets` in
 *      `services/delivery/targets/`; a new channel also needs its queue in `DELIVERY_QUEUES`, a mapping in
 *      `deliveryChannelOf` and an attempt function in `shared/infra/functions.ts`).
 *
 * The pipeline (not the provider) owns: idempotency (one delivery per event id + target key, however often the
 * event is redelivered by SQS), the delivery record and its attempts (`attempt_no`, `status_code`, `response_ms`,
 * `response_excerpt` ≤ 1 KB, `error`), the retry schedule (ChangeMessageVisibility), the dead-letter queue,
 * locked (over-quota) submissions (no targets are asked at all) and filtering by `SubmissionEvent.targets`.
 * A provider that throws is treated as a failed attempt with error `internal_error` (retried), so only throw for
 * unexpected faults (a dependency down), never for an outcome. `subject.form()` rejecting with `SubjectMissingError`
 * (the form is gone) drops the event in fan-out and ends the delivery `dead` in an attempt. A try runs at most once
 * per claim: two copies of a queue message never try the same delivery twice.
 *
 * The domain imports no AWS SDK: providers get their adapters injected by the composition root.
 */
import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from '../entity.js';
import type { FormView } from '../schemas/forms.js';
import type { SubmissionView } from '../schemas/submissions.js';
import { EVENT_TYPES, type SubmissionEvent } from '../events.js';

/** Kinds of target. `webhook` is built in; the others register providers. */
export const TARGET_KINDS = ['webhook', 'owner_email', 'autoresponder', 'integration'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/**
 * Globally unique, stable key of a target: `<kind>:<ref>` where ref is the webhook/integration id, or the form id
 * for form-scoped targets (`owner_email:frm_…`, `autoresponder:frm_…`). It is the idempotency key part, the
 * partition of the target's deliveries (`DELIVERY#<key>`) and the value `SubmissionEvent.targets` filters on.
 */
export type TargetKey = string;

/** `webhook:whk_…`, `integration:int_…` */
export const resourceTargetKey = (kind: 'webhook' | 'integration', resourceId: string): TargetKey =>
  `${kind}:${resourceId}`;

/** `owner_email:frm_…`, `autoresponder:frm_…` (one such target per form). */
export const formTargetKey = (kind: 'owner_email' | 'autoresponder', formId: string): TargetKey => `${kind}:${formId}`;

/** The kind encoded in a target key (undefined when malformed). */
export function kindOfTargetKey(key: string): TargetKind | undefined {
  const kind = key.slice(0, key.indexOf(':'));
  return TARGET_KINDS.find((k) => k === kind);
}

/**
 * Whether an event's `targets` filter selects a target. Entries are full keys (`webhook:whk_…`) or bare kinds
 * (`owner_email`, `webhook` = all targets of that kind). No filter selects everything.
 */
export function targetSelected(filter: readonly string[] | undefined, spec: TargetSpec): boolean {
  if (filter === undefined) return true;
  return filter.includes(spec.key) || filter.includes(spec.kind);
}

/** One target an event should be delivered to, as a provider announces it. */
export interface TargetSpec {
  key: TargetKey;
  kind: TargetKind;
}

/** Targets see the submission and the form exactly as the API returns them (webhook bodies carry these). */
export type { SubmissionView } from '../schemas/submissions.js';
export type { FormView } from '../schemas/forms.js';

/**
 * What an event is about, loaded lazily and at most once per queue batch (fan-out, attempts): the records of a batch
 * are handled at one moment, so they share one read of each form, submission and setting. `submission()` is
 * undefined when the submission no longer exists (erased, or deleted for good).
 */
export interface DeliverySubject {
  /** Rejects with `SubjectMissingError` when the form is gone (the pipeline then drops the event). */
  form(): Promise<FormView>;
  submission(): Promise<SubmissionView | undefined>;
  /**
   * A provider's own read (a form's endpoints, integrations, autoresponder), made once for every record of the batch
   * that asks with the same key; the key names everything the read depends on, e.g. `webhooks <form id>`.
   */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** The event's form no longer exists (or belongs to another tenant): nothing can be delivered. */
export class SubjectMissingError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'SubjectMissingError';
  }
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'dead', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const nullable = <T extends z.ZodMiniType>(schema: T) => z.nullable(schema);

/** One recorded attempt of a delivery. */
export const DeliveryAttemptEntity = defineEntity('DeliveryAttempt', {
  id: z.string(),
  deliveryId: z.string(),
  attemptNo: z.int(),
  createdAt: z.string(),
  statusCode: nullable(z.int()),
  responseMs: nullable(z.int()),
  /** First 1 KB of the response body (webhooks) or a provider note (e.g. the SES message id). */
  responseExcerpt: nullable(z.string()),
  error: nullable(z.string()),
});
export type DeliveryAttempt = EntityOf<typeof DeliveryAttemptEntity>;

/** The stored delivery record (one per event and target). */
export const DeliveryEntity = defineEntity('Delivery', {
  id: z.string(),
  targetKey: z.string(),
  kind: z.enum(TARGET_KINDS),
  tenantId: z.string(),
  formId: z.string(),
  eventId: z.string(),
  eventType: z.enum(EVENT_TYPES),
  eventCreatedAt: z.string(),
  submissionId: nullable(z.string()),
  test: z.boolean(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: nullable(z.string()),
  lastAttemptAt: nullable(z.string()),
  lastError: nullable(z.string()),
  lastStatusCode: nullable(z.int()),
  nextAttemptAt: nullable(z.string()),
  /** Bumped by a manual redeliver; queue messages of an older generation are dropped. */
  generation: z.int(),
  /** The latest try, kept on the delivery record itself (earlier tries are attempt records); absent before one. */
  latestAttempt: z.optional(DeliveryAttemptEntity.schema),
});
export type Delivery = EntityOf<typeof DeliveryEntity>;

/** What a provider's attempt reports. Never throw for these; the pipeline records and schedules. */
export type AttemptResult =
  | { outcome: 'delivered'; statusCode?: number; responseMs?: number; responseExcerpt?: string }
  | {
      outcome: 'failed';
      error: string;
      statusCode?: number;
      responseMs?: number;
      responseExcerpt?: string;
      /** The receiver asked to wait at least this long (Retry-After); the pipeline honours it within SQS limits. */
      retryAfterSeconds?: number;
    }
  /** Permanent failure: the delivery is `dead` at once (e.g. webhook answered 410, the endpoint is disabled). */
  | { outcome: 'abandoned'; error: string; statusCode?: number; responseMs?: number; responseExcerpt?: string }
  /** Nothing to send, on purpose (e.g. recipient suppressed): recorded as `skipped` with the reason. */
  | { outcome: 'skipped'; reason: string };

export interface AttemptContext {
  /** The event as fan-out saw it (id stable across retries: webhook-id / idempotency). */
  event: SubmissionEvent;
  subject: DeliverySubject;
  /** 1 for the first try. */
  attemptNo: number;
  now: Date;
}

/** A kind of target: which targets an event has, and how one attempt is made. */
export interface TargetProvider {
  kind: TargetKind;
  /**
   * Optional: starts the reads by key that the provider's next `targetsFor` (no `targetKey`) or `attempt` of that
   * target will make, through `subject` (memoized), so that they join the queue batch's first read, made before
   * either runs, and go in its one request. Never waits and never fails: the call that needs a read meets its error.
   */
  prefetch?(about: { tenantId: string; formId: string; targetKey?: TargetKey }, subject: DeliverySubject): void;
  /** Targets of this kind for the event. Return [] when the event does not concern this kind (e.g. spam). */
  targetsFor(event: SubmissionEvent, subject: DeliverySubject): Promise<TargetSpec[]>;
  /** One attempt. `delivery.attempts` already counts this attempt. */
  attempt(delivery: Delivery, ctx: AttemptContext): Promise<AttemptResult>;
}
