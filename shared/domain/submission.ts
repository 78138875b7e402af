import * as z from 'zod/mini';
import { defineEntity, described, type EntityOf } from './entity.js';
import type { SubmissionTraffic } from './traffic.js';
import type { SubmissionSearch } from './submission-search.js';

/**
 * A stored visitor submission and the rules of its life cycle. Status and trash are independent: a trashed
 * submission keeps its status (restore brings it back as it was); trash is a non-null `deletedAt`.
 */
export const SUBMISSION_STATUSES = ['received', 'spam', 'verified', 'archived'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SubmissionStatusSchema = z
  .enum(SUBMISSION_STATUSES)
  .register(z.globalRegistry, { id: 'SubmissionStatus' });

/**
 * List filter: a status, `trash` (only trashed ones), `all` (every submission that is NOT in trash) or `inbox`
 * (received and verified ones not in trash: what still needs reading or keeping).
 */
export type SubmissionStatusFilter = SubmissionStatus | 'all' | 'inbox' | 'trash';

export const FILE_STATUSES = ['pending', 'finalized', 'rejected'] as const;

const nullableText = () => z.nullable(z.string());

export const SubmissionFileEntity = defineEntity('SubmissionFile', {
  id: z.string(),
  fieldName: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().check(z.int()),
  status: z.enum(FILE_STATUSES),
  createdAt: z.string(),
  finalizedAt: nullableText(),
  /** Object key in the files bucket; internal, never returned by the API. */
  storageKey: z.string(),
});
export type SubmissionFile = EntityOf<typeof SubmissionFileEntity>;

export const SubmissionEntity = defineEntity('Submission', {
  /** `sub_<ulid>`: its time part equals `createdAt`, so ids sort newest-first. */
  id: z.string(),
  tenantId: z.string(),
  formId: z.string(),
  createdAt: z.string(),
  status: SubmissionStatusSchema,
  deletedAt: described(nullableText(), 'Set while the submission is in trash.'),
  starred: z.boolean(),
  /** When the owner first opened it (GET one); null while unread. */
  readAt: nullableText(),
  locked: described(z.boolean(), 'Locked submissions (over the plan quota) hide their fields, preview and files.'),
  /** e.g. `quota_exceeded`. */
  lockedReason: nullableText(),
  /**
   * Visitor fields after privacy rules, in the order they were sent. Checked, never copied: a copy would turn a field
   * named `__proto__` into a prototype change.
   */
  fields: z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
  files: z.array(SubmissionFileEntity.schema),
  submitterEmail: nullableText(),
  submitterIp: nullableText(),
  userAgent: nullableText(),
  origin: nullableText(),
  referer: nullableText(),
  acceptLanguage: nullableText(),
  spamScore: z.nullable(z.number()),
  spamReasons: described(
    z.array(z.string()),
    'Why the spam check scored it as it did, e.g. `honeypot`, `links:3`, `blocked_keyword:casino` (docs/spam.md).',
  ),
  /** The routing alias a visitor named with the reserved `_to` field (owner notifications); null without one. */
  routingAlias: nullableText(),
  /** Country and traffic source for analytics, decided at ingest (the IP is not used for them later); null before. */
  traffic: z.nullable(z.custom<SubmissionTraffic>((v) => typeof v === 'object' && v !== null)),
  /** When retention removes it (TTL, whole seconds: use `expiryFor`); null keeps it forever. */
  expiresAt: nullableText(),
});
export type Submission = EntityOf<typeof SubmissionEntity>;

/** What every new submission starts with unless its builder says otherwise (a new field adds its default here). */
const NEW_SUBMISSION = {
  status: 'received',
  deletedAt: null,
  starred: false,
  readAt: null,
  locked: false,
  lockedReason: null,
  files: [],
  submitterEmail: null,
  submitterIp: null,
  userAgent: null,
  origin: null,
  referer: null,
  acceptLanguage: null,
  spamScore: null,
  spamReasons: [],
  routingAlias: null,
  traffic: null,
  expiresAt: null,
} as const satisfies Omit<Submission, NewSubmissionKey>;

type NewSubmissionKey = 'id' | 'tenantId' | 'formId' | 'createdAt' | 'fields';

/** A new, unread submission: its identity and fields, the rest from `NEW_SUBMISSION` unless given. */
export const newSubmission = (
  submission: Pick<Submission, NewSubmissionKey> & Partial<Omit<Submission, NewSubmissionKey>>,
): Submission => ({ ...NEW_SUBMISSION, files: [], spamReasons: [], ...submission });

/** Optimistic-concurrency token of a stored submission; every change increments it. */
export interface Versioned<T> {
  value: T;
  version: number;
}

/** A list item: the submission and its preview (built from the fields when listed). */
export type SubmissionSummary = Submission & { preview: Record<string, string> };

export interface SubmissionPage {
  items: SubmissionSummary[];
  /** Id of the last item when more follow; the API wraps it in an opaque cursor. */
  nextAfter: string | null;
}

export interface SubmissionSearchPage extends SubmissionPage {
  /** Submissions read to answer (matching or not), for cost and progress. */
  scanned: number;
}

/** A change to one submission, computed from its observed state; `null` when nothing would change. */
export type SubmissionChange =
  { kind: 'update'; set: Partial<Pick<Submission, 'status' | 'starred' | 'readAt' | 'deletedAt'>> } | { kind: 'purge' };

/** What `apply` did to one submission. */
export type ChangeOutcome =
  | { id: string; applied: true; before: Submission; after: Submission | null }
  | { id: string; applied: false; current: Submission | null };

/** Decides the change for the observed state; re-run on the fresh state when a concurrent writer won. */
export type ChangePlanner = (current: Submission) => SubmissionChange | null;

/**
 * An adapter-level write another entity module contributes to the create transaction (e.g. the monthly usage
 * counter). Opaque here: the domain does not know the storage engine.
 */
export type ExtraWrite = Readonly<Record<string, unknown>>;

export interface CreateSubmissionOptions {
  /** Written atomically with the submission, after it (transaction index 1+); none: one PutItem. */
  extraWrites?: readonly ExtraWrite[];
}

/**
 * Port: where submissions live. The form counters and plan usage are not written here: the table-stream consumer
 * derives them from every stored change (`submission-counts.ts`).
 */
export interface SubmissionStore {
  /**
   * Stores a new submission (with `extraWrites`, in one transaction). Returns `exists` when a submission with this
   * id is already stored (a retried create), writing nothing.
   */
  create(submission: Submission, options?: CreateSubmissionOptions): Promise<'created' | 'exists'>;
  /** Strongly consistent read, scoped to the tenant (another tenant's submission is `undefined`). */
  get(tenantId: string, formId: string, id: string): Promise<Submission | undefined>;
  /** Strongly consistent reads of several submissions of one form (missing and other tenants' ids left out). */
  getMany(tenantId: string, formId: string, ids: readonly string[]): Promise<Submission[]>;
  /**
   * Strongly consistent reads of submissions of any forms in one BatchGetItem per 100 distinct keys, answered in the
   * order asked (`undefined`: not stored, or another tenant's).
   */
  getEach(refs: readonly SubmissionRef[]): Promise<(Submission | undefined)[]>;
  /** Newest first, strictly older than `after` (a submission id) when given. */
  list(formId: string, filter: SubmissionStatusFilter, limit: number, after?: string): Promise<SubmissionPage>;
  /**
   * Newest first, strictly older than `after`, narrowed by `search` (`submission-search.ts`). A page may come back
   * short with a cursor when the read budget of one request ran out before `limit` matches: the next page goes on
   * from where this one stopped reading.
   */
  search(formId: string, search: SubmissionSearch, limit: number, after?: string): Promise<SubmissionSearchPage>;
  /** Applies a planned change to each id, re-planning on concurrent changes, so a change is applied at most once. */
  apply(tenantId: string, formId: string, ids: readonly string[], plan: ChangePlanner): Promise<ChangeOutcome[]>;
  /** Submissions of one submitter (by e-mail, case-insensitive), newest first. */
  listBySubmitterEmail(formId: string, email: string): Promise<Submission[]>;
  /** `createdAt` of every stored submission (trash included) created at or after `since`. */
  createdSince(formId: string, since: Date): Promise<string[]>;
  /**
   * Clears the lock of a stored submission still locked and in the trash state `deletedAt` says, atomically with
   * `extraWrites` (index 1+; the form counters do not move). `not_locked` when it is gone, no longer locked, or was
   * trashed or restored meanwhile (nothing written).
   */
  unlock(
    submission: Pick<Submission, 'tenantId' | 'formId' | 'id' | 'deletedAt'>,
    options?: CreateSubmissionOptions,
  ): Promise<'unlocked' | 'not_locked'>;
}

/** Where one submission is stored, and whose it must be. */
export interface SubmissionRef {
  tenantId: string;
  formId: string;
  id: string;
}

/** Port: file objects of submissions. */
export interface SubmissionFileStorage {
  /** Deletes the objects; missing ones are not an error. */
  deleteObjects(keys: readonly string[]): Promise<void>;
}

export const isTrashed = (s: Submission) => s.deletedAt !== null;
export const isUnread = (s: Submission) => s.readAt === null;

/**
 * How a change moves the form's counters: `stored` counts every not-permanently-deleted submission, `unread`
 * counts unread ones outside the trash.
 */
export function counterDelta(before: Submission | null, after: Submission | null): { stored: number; unread: number } {
  const countsUnread = (s: Submission | null) => (s !== null && isUnread(s) && !isTrashed(s) ? 1 : 0);
  return { stored: (after ? 1 : 0) - (before ? 1 : 0), unread: countsUnread(after) - countsUnread(before) };
}

/**
 * The per-state counts a form shows (its inbox tabs): each status outside the trash, the trash, and, outside the
 * trash, unread and starred ones. A submission is in exactly one of `received`/`verified`/`spam`/`archived`/`trash`.
 */
export const STATE_COUNTS = ['received', 'unread', 'verified', 'spam', 'archived', 'trash', 'starred'] as const;
export type StateCount = (typeof STATE_COUNTS)[number];
export type SubmissionStateCounts = Record<StateCount, number>;

export const zeroStateCounts = (): SubmissionStateCounts =>
  Object.fromEntries(STATE_COUNTS.map((name) => [name, 0])) as SubmissionStateCounts;

/** The counts one submission (or none) contributes: 1 in each count it belongs to. */
function stateCountsOf(s: Submission | null): SubmissionStateCounts {
  const counts = zeroStateCounts();
  if (s === null) return counts;
  if (isTrashed(s)) {
    counts.trash = 1;
    return counts;
  }
  counts[s.status] = 1;
  counts.unread = isUnread(s) ? 1 : 0;
  counts.starred = s.starred ? 1 : 0;
  return counts;
}

/** How a change moves the form's per-state counts. */
export function stateCountDelta(before: Submission | null, after: Submission | null): SubmissionStateCounts {
  const [from, to] = [stateCountsOf(before), stateCountsOf(after)];
  return Object.fromEntries(STATE_COUNTS.map((name) => [name, to[name] - from[name]])) as SubmissionStateCounts;
}

const PREVIEW_FIELDS = 5;
const PREVIEW_NAME_CHARS = 64;
const PREVIEW_VALUE_CHARS = 120;

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const previewText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(previewText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * The list preview: the first five non-empty fields in the order sent, each value flattened to text
 * (arrays joined with `, `) and cut to 120 characters, names cut to 64.
 */
export function buildPreview(fields: Record<string, unknown>): Record<string, string> {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = previewText(value).trim();
    if (text === '') continue;
    entries.push([truncate(name, PREVIEW_NAME_CHARS), truncate(text, PREVIEW_VALUE_CHARS)]);
    if (entries.length === PREVIEW_FIELDS) break;
  }
  // fromEntries defines own properties, so a field named `__proto__` stays a field.
  return Object.fromEntries(entries);
}

/** When a submission created at `createdAt` expires under a retention of `days` (whole seconds, as the TTL stores it). */
export function expiryFor(createdAt: string, days: number): string {
  return new Date(Math.ceil((Date.parse(createdAt) + days * 86_400_000) / 1000) * 1000).toISOString();
}

const change = (set: Extract<SubmissionChange, { kind: 'update' }>['set']): SubmissionChange => ({
  kind: 'update',
  set,
});

/** The planners of every submission transition. Each returns `null` when the submission is already there. */
export const transitions = {
  /** GET one: unread → read. A locked submission is not marked read: its fields were not shown. */
  markRead:
    (at: string): ChangePlanner =>
    (s) =>
      s.readAt === null && !s.locked ? change({ readAt: at }) : null,
  /** PATCH / bulk status actions: only what differs is changed. */
  update:
    (patch: { status?: SubmissionStatus; starred?: boolean }): ChangePlanner =>
    (s) => {
      const set: Partial<Pick<Submission, 'status' | 'starred'>> = {};
      if (patch.status !== undefined && patch.status !== s.status) set.status = patch.status;
      if (patch.starred !== undefined && patch.starred !== s.starred) set.starred = patch.starred;
      return Object.keys(set).length > 0 ? change(set) : null;
    },
  trash:
    (at: string): ChangePlanner =>
    (s) =>
      isTrashed(s) ? null : change({ deletedAt: at }),
  restore: (): ChangePlanner => (s) => (isTrashed(s) ? change({ deletedAt: null }) : null),
  purge: (): ChangePlanner => (s) => (isTrashed(s) ? { kind: 'purge' } : null),
  /**
   * DELETE: a submission outside trash moves to trash; one already in trash is deleted for good. The step is chosen
   * once per submission from the first state seen, so two concurrent DELETEs trash it once and never purge it.
   */
  deleteStep: (at: string): ChangePlanner => {
    const chosen = new Map<string, ChangePlanner>();
    return (s) => {
      let step = chosen.get(s.id);
      if (!step) {
        step = isTrashed(s) ? transitions.purge() : transitions.trash(at);
        chosen.set(s.id, step);
      }
      return step(s);
    };
  },
};

/** The event an applied change announces: trash → `submission.deleted`; status or restore → `submission.updated`. */
export function eventTypeOf(
  before: Submission,
  after: Submission | null,
): 'submission.updated' | 'submission.deleted' | null {
  if (after === null) return null; // purged from trash: `submission.deleted` went out when it was trashed
  if (!isTrashed(before) && isTrashed(after)) return 'submission.deleted';
  if (before.status !== after.status || (isTrashed(before) && !isTrashed(after))) return 'submission.updated';
  return null;
}
