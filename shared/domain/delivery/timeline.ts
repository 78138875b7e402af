import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from '../entity.js';
import type { Principal } from '../tenant.js';
import { TARGET_KINDS, type Delivery, type DeliveryAttempt, type DeliveryStatus } from './targets.js';

/**
 * A submission's delivery timeline: every outbound thing the submission caused, in the order it happened. Each
 * entry is written once, complete (a try with its outcome, a redelivery with who asked, a dead-letter, an e-mail
 * event reported by SES), into the submission's own timeline partition, so the whole timeline is one Query and no
 * entry is ever updated.
 */
export const TIMELINE_ENTRY_TYPES = ['attempt', 'redelivery', 'dead', 'email'] as const;
export type TimelineEntryType = (typeof TIMELINE_ENTRY_TYPES)[number];

/** What SES reported about a sent e-mail (a suppressed recipient shows as a `skipped` try instead). */
export const EMAIL_EVENTS = ['delivered', 'bounced', 'complained'] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];

/** Who asked for a redelivery: a signed-in member or an API key (never an address). */
export const RequesterEntity = defineEntity('Requester', {
  kind: z.enum(['user', 'api_key', 'operator']),
  id: z.string(),
});
export type Requester = EntityOf<typeof RequesterEntity>;

const nullable = <T extends z.ZodMiniType>(schema: T) => z.nullable(schema);

export const TimelineEntryEntity = defineEntity('TimelineEntry', {
  /** When it happened (ISO); the timeline's order. */
  at: z.string(),
  /** Unique within the timeline (an attempt's id, or a new id); with `at` it keys the entry. */
  id: z.string(),
  type: z.enum(TIMELINE_ENTRY_TYPES),
  formId: z.string(),
  submissionId: z.string(),
  /** The target (`webhook:whk_…`); null for a redelivery of all of a submission's targets. */
  targetKey: nullable(z.string()),
  targetKind: nullable(z.enum(TARGET_KINDS)),
  /** The delivery the entry belongs to; null for an e-mail event SES reported without one. */
  deliveryId: nullable(z.string()),
  eventId: nullable(z.string()),
  /** The try's number (attempts), else null. */
  attemptNo: nullable(z.int()),
  /** The delivery's status after the try (attempts; `dead` entries say `dead`). */
  outcome: nullable(z.enum(['delivered', 'failed', 'dead', 'skipped'])),
  statusCode: nullable(z.int()),
  responseMs: nullable(z.int()),
  responseExcerpt: nullable(z.string()),
  /** A failed try's error, a skip's reason, a bounce's type. */
  error: nullable(z.string()),
  /** E-mail entries: what SES reported. */
  emailEvent: nullable(z.enum(EMAIL_EVENTS)),
  /** Redelivery entries: who asked, and the bulk replay it was part of. */
  requestedBy: nullable(RequesterEntity.schema),
  replayId: nullable(z.string()),
});
export type TimelineEntry = EntityOf<typeof TimelineEntryEntity>;

const empty = {
  deliveryId: null,
  eventId: null,
  attemptNo: null,
  outcome: null,
  statusCode: null,
  responseMs: null,
  responseExcerpt: null,
  error: null,
  emailEvent: null,
  requestedBy: null,
  replayId: null,
} as const;

const about = (d: Delivery) => ({
  formId: d.formId,
  submissionId: d.submissionId ?? '',
  targetKey: d.targetKey,
  targetKind: d.kind,
  deliveryId: d.id,
  eventId: d.eventId,
});

/** The entry of one try, with the status it left the delivery in. */
export function attemptEntry(d: Delivery, attempt: DeliveryAttempt, status: DeliveryStatus): TimelineEntry {
  return {
    ...empty,
    ...about(d),
    at: attempt.createdAt,
    id: attempt.id,
    type: 'attempt',
    attemptNo: attempt.attemptNo,
    outcome: status === 'pending' ? 'failed' : status,
    statusCode: attempt.statusCode,
    responseMs: attempt.responseMs,
    responseExcerpt: attempt.responseExcerpt,
    error: attempt.error,
  };
}

/** A try as the delivery's attempt list shows it. */
export const attemptOfEntry = (e: TimelineEntry): DeliveryAttempt => ({
  id: e.id,
  deliveryId: e.deliveryId ?? '',
  attemptNo: e.attemptNo ?? 0,
  createdAt: e.at,
  statusCode: e.statusCode,
  responseMs: e.responseMs,
  responseExcerpt: e.responseExcerpt,
  error: e.error,
});

/** A delivery whose chain of tries ran out and went to the dead-letter queue. */
export const deadEntry = (d: Delivery, id: string, at: string): TimelineEntry => ({
  ...empty,
  ...about(d),
  at,
  id,
  type: 'dead',
  outcome: 'dead',
  error: d.lastError,
  statusCode: d.lastStatusCode,
});

/** Someone asked for a delivery (or a submission's deliveries) to be sent again. */
export const redeliveryEntry = (
  d: Delivery,
  id: string,
  at: string,
  requestedBy: Requester,
  replayId: string | null = null,
): TimelineEntry => ({ ...empty, ...about(d), at, id, type: 'redelivery', requestedBy, replayId });

/** Someone asked for all of a submission's deliveries again (a new event, whose tries follow). */
export const submissionRedeliveryEntry = (
  submission: { formId: string; id: string },
  eventId: string,
  at: string,
  requestedBy: Requester,
): TimelineEntry => ({
  ...empty,
  at,
  id: eventId,
  type: 'redelivery',
  formId: submission.formId,
  submissionId: submission.id,
  targetKey: null,
  targetKind: null,
  eventId,
  requestedBy,
});

/** Who a request's principal is, as the timeline names them. */
export const requesterOf = (p: Pick<Principal, 'kind' | 'credentialId' | 'userId'>): Requester =>
  p.kind === 'api_key'
    ? { kind: 'api_key', id: p.credentialId }
    : p.userId
      ? { kind: 'user', id: p.userId }
      : { kind: 'operator', id: p.credentialId };

/** What SES reported about an e-mail a submission caused (identified by the message's tags). */
export interface EmailEventReport {
  formId: string;
  submissionId: string;
  targetKind: 'owner_email' | 'autoresponder';
  deliveryId: string | null;
  event: EmailEvent;
  /** Bounce type / complaint type, never an address. */
  detail: string | null;
  at: string;
  id: string;
}

export const emailEntry = (r: EmailEventReport): TimelineEntry => ({
  ...empty,
  at: r.at,
  id: r.id,
  type: 'email',
  formId: r.formId,
  submissionId: r.submissionId,
  targetKey: `${r.targetKind}:${r.formId}`,
  targetKind: r.targetKind,
  deliveryId: r.deliveryId,
  emailEvent: r.event,
  error: r.detail,
});

/** Port: a submission's timeline. */
export interface TimelineStore {
  /** Adds entries (each written once; writing the same entry again changes nothing). */
  add(entries: readonly TimelineEntry[]): Promise<void>;
  /** Takes back an entry written for something that turned out not to count (a superseded first try). */
  remove(entry: TimelineEntry): Promise<void>;
  /**
   * The submission's whole timeline in order: its stored entries (one Query) and the first tries kept on their
   * deliveries (`firstTryKeptOnRecord`), found by key.
   */
  list(formId: string, submissionId: string): Promise<TimelineEntry[]>;
  /** Only the entries stored in the timeline of `subjectId` (a submission, or a test delivery), in order. */
  recorded(formId: string, subjectId: string): Promise<TimelineEntry[]>;
}

/** The tries of one delivery in the order they were made. */
export const attemptsOf = (timeline: readonly TimelineEntry[], deliveryId: string): DeliveryAttempt[] =>
  timeline
    .filter((e) => e.type === 'attempt' && e.deliveryId === deliveryId)
    .map(attemptOfEntry)
    .sort((x, y) => x.attemptNo - y.attemptNo || x.createdAt.localeCompare(y.createdAt));
