import { createHash } from 'node:crypto';
import { decodeCursor, encodeCursor } from '@shared/domain/cursor.js';
import {
  isStatusOnly,
  searchFromQuery,
  searchKey,
  type SubmissionFilterQuery,
} from '@shared/domain/submission-search.js';
import { DependencyUnavailableError, NotFoundError, ValidationError } from '@shared/domain/errors.js';
import { submissionEvent, type EventPublisher, type EventType } from '@shared/domain/events.js';
import type { FormStore } from '@shared/domain/form.js';
import { isId, newId } from '@shared/domain/ids.js';
import {
  eventTypeOf,
  isTrashed,
  transitions,
  type ChangeOutcome,
  type ChangePlanner,
  type Submission,
  type SubmissionFileStorage,
  type SubmissionStatus,
  type SubmissionStore,
} from '@shared/domain/submission.js';
import type { Principal } from '@shared/domain/tenant.js';
import { describeError, type Logger } from '@shared/observability/log.js';
import type { CampaignMemory } from '@shared/domain/spam/campaign-memory.js';
import { requesterOf, submissionRedeliveryEntry, type TimelineStore } from '@shared/domain/delivery/timeline.js';
import { learnFromChanges } from './campaign-memory.js';
import { requireForm } from './form-access.js';
import { submissionSummaryView, submissionView } from '@shared/domain/schemas/submissions.js';

export interface SubmissionPorts {
  submissions: SubmissionStore;
  forms: FormStore;
  events: EventPublisher;
  files: SubmissionFileStorage;
  /** Status changes teach the organization's campaign memory (`campaign-memory.ts`). */
  campaigns: CampaignMemory;
  /** Redeliveries go on each submission's delivery timeline with who asked. */
  timeline: Pick<TimelineStore, 'add'>;
  logger: Logger;
  now(): Date;
}

const notFound = () => new NotFoundError('submission not found', 'sid');

/**
 * `GET /v1/forms/{id}/submissions`: newest first, narrowed by the status filter and any search filters. The cursor
 * holds the id to continue strictly below, so submissions arriving between pages (always newer, ULID ids) are
 * neither repeated nor skipped, and a status change of the last item does not break the cursor. A search page may
 * be short (even empty) with a cursor when its read budget ran out first: the client follows the cursor.
 */
export async function listSubmissions(
  ports: SubmissionPorts,
  principal: Principal,
  formId: string,
  query: SubmissionFilterQuery & { cursor?: string; limit: number; include?: 'fields' },
) {
  const search = searchFromQuery(query);
  const plain = isStatusOnly(search);
  const scope = plain
    ? `submissions:${formId}:${search.status}`
    : `submissions:${formId}:${createHash('sha256').update(searchKey(search)).digest('base64url').slice(0, 16)}`;
  const position = decodeCursor(scope, query.cursor);
  const after = position?.after;
  if (position && (typeof after !== 'string' || !isId('submission', after))) {
    throw new ValidationError('cursor is not valid for this list', 'cursor');
  }
  const [, page] = await Promise.all([
    requireForm(ports, principal, formId),
    plain
      ? ports.submissions.list(formId, search.status, query.limit, after as string | undefined)
      : ports.submissions.search(formId, search, query.limit, after as string | undefined),
  ]);
  return {
    // The list read the fields (its preview is built from them): `include=fields` costs no further read.
    items: page.items.map((s) =>
      query.include === 'fields'
        ? { ...submissionSummaryView(s), fields: submissionView(s).fields }
        : submissionSummaryView(s),
    ),
    next_cursor: page.nextAfter ? encodeCursor(scope, { after: page.nextAfter }) : null,
  };
}

/** Applies one planned change to one submission; 404 when it does not exist for the tenant. */
async function changeOne(
  ports: SubmissionPorts,
  principal: Principal,
  formId: string,
  id: string,
  plan: ChangePlanner,
) {
  const [outcome] = await ports.submissions.apply(principal.tenantId, formId, [id], plan);
  if (!outcome || (!outcome.applied && outcome.current === null)) throw notFound();
  return outcome;
}

const stateAfter = (outcome: ChangeOutcome): Submission | null => (outcome.applied ? outcome.after : outcome.current);

/**
 * Sends the events of applied changes in one request (batched). A failure is logged, not returned: the change is
 * stored and a retried request would change nothing, so failing it would only mislead the caller.
 */
async function announce(ports: SubmissionPorts, outcomes: readonly ChangeOutcome[]) {
  const at = ports.now();
  const events = outcomes.flatMap((o) => {
    const type: EventType | null = o.applied ? eventTypeOf(o.before, o.after) : null;
    return type && o.applied ? [submissionEvent(type, o.before, newId('event', at.getTime()), at)] : [];
  });
  try {
    await ports.events.publish(events);
  } catch (error) {
    ports.logger.error('submission events not queued', { count: events.length, ...describeError(error) });
  }
}

/** Deletes the files of purged submissions; orphans are logged (by key, no personal data) rather than failing. */
async function deleteFilesOf(ports: SubmissionPorts, outcomes: readonly ChangeOutcome[]) {
  const keys = outcomes.flatMap((o) => (o.applied && o.after === null ? o.before.files.map((f) => f.storageKey) : []));
  if (keys.length === 0) return;
  try {
    await ports.files.deleteObjects(keys);
  } catch (error) {
    ports.logger.error('submission files not deleted', {
      count: keys.length,
      keys: keys.join(' '),
      ...describeError(error),
    });
  }
}

/** `GET .../submissions/{sid}`: the submission; the first read of an unread one marks it read (counter drops once). */
export async function getSubmission(ports: SubmissionPorts, principal: Principal, formId: string, id: string) {
  const at = ports.now().toISOString();
  const outcome = await changeOne(ports, principal, formId, id, transitions.markRead(at));
  return submissionView(stateAfter(outcome)!);
}

/**
 * `PATCH .../submissions/{sid}`: sets `status` and/or `starred`; a status change emits `submission.updated`, and
 * marking spam (or moving spam back to the inbox) teaches the organization's campaign memory.
 */
export async function updateSubmission(
  ports: SubmissionPorts,
  principal: Principal,
  formId: string,
  id: string,
  input: { status?: string; starred?: boolean },
) {
  const plan = transitions.update({ status: input.status as SubmissionStatus | undefined, starred: input.starred });
  const outcome = await changeOne(ports, principal, formId, id, plan);
  await Promise.all([announce(ports, [outcome]), learnFromChanges(ports, principal.tenantId, [outcome])]);
  return submissionView(stateAfter(outcome)!);
}

/** `DELETE .../submissions/{sid}`: to trash first; from trash, for good (files included). */
export async function deleteSubmission(ports: SubmissionPorts, principal: Principal, formId: string, id: string) {
  const outcome = await changeOne(ports, principal, formId, id, transitions.deleteStep(ports.now().toISOString()));
  await Promise.all([announce(ports, [outcome]), deleteFilesOf(ports, [outcome])]);
}

const STATUS_OF_ACTION: Record<string, SubmissionStatus> = {
  mark_spam: 'spam',
  mark_verified: 'verified',
  mark_received: 'received',
  archive: 'archived',
};

/**
 * Queues a fresh `submission.created` event for each submission that may be delivered (not trashed, not locked), and
 * notes on each one's timeline who asked.
 */
async function redeliver(ports: SubmissionPorts, principal: Principal, submissions: readonly Submission[]) {
  const at = ports.now();
  const deliverable = submissions.filter((s) => !isTrashed(s) && !s.locked);
  const events = deliverable.map((s) => submissionEvent('submission.created', s, newId('event', at.getTime()), at));
  try {
    await ports.events.publish(events);
  } catch {
    throw new DependencyUnavailableError('the events queue did not accept the redelivery; retry later');
  }
  const requester = requesterOf(principal);
  await ports.timeline.add(
    events.map((e) =>
      submissionRedeliveryEntry({ formId: e.form_id, id: e.submission_id }, e.id, e.created_at, requester),
    ),
  );
  return { enqueued: events.length };
}

/**
 * `POST .../submissions/bulk`: one action over 1-500 ids of the form. Ids that do not exist (or belong to another
 * tenant) are skipped; `updated` counts the submissions that actually changed.
 */
export async function bulkSubmissions(
  ports: SubmissionPorts,
  principal: Principal,
  formId: string,
  input: { ids: string[]; action: string },
) {
  await requireForm(ports, principal, formId);
  if (input.action === 'redeliver') {
    return redeliver(ports, principal, await ports.submissions.getMany(principal.tenantId, formId, input.ids));
  }
  const at = ports.now().toISOString();
  const plan =
    input.action === 'delete'
      ? transitions.deleteStep(at)
      : input.action === 'restore'
        ? transitions.restore()
        : transitions.update({ status: STATUS_OF_ACTION[input.action] });
  const outcomes = await ports.submissions.apply(principal.tenantId, formId, input.ids, plan);
  await Promise.all([
    announce(ports, outcomes),
    deleteFilesOf(ports, outcomes),
    learnFromChanges(ports, principal.tenantId, outcomes),
  ]);
  return { updated: outcomes.filter((o) => o.applied).length };
}

/** `POST .../submissions/{sid}/redeliver`: 202 `{enqueued}` (0 for a trashed or locked submission). */
export async function redeliverSubmission(ports: SubmissionPorts, principal: Principal, formId: string, id: string) {
  const submission = await ports.submissions.get(principal.tenantId, formId, id);
  if (!submission) throw notFound();
  return redeliver(ports, principal, [submission]);
}

/** `GET .../submissions/stats?days=N`: submissions received per UTC day over the last N days (today included). */
export async function submissionStats(ports: SubmissionPorts, principal: Principal, formId: string, days: number) {
  await requireForm(ports, principal, formId);
  const today = new Date(`${ports.now().toISOString().slice(0, 10)}T00:00:00.000Z`);
  const since = new Date(today.getTime() - (days - 1) * 86_400_000);
  const counts = new Map<string, number>();
  for (const createdAt of await ports.submissions.createdSince(formId, since)) {
    const date = createdAt.slice(0, 10);
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  const points = Array.from({ length: days }, (_, i) => {
    const date = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
  return { days, total: points.reduce((sum, p) => sum + p.count, 0), points };
}
