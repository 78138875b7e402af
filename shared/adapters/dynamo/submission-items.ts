import { createHash } from 'node:crypto';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { encodeTime } from 'ulid';
import { ID_PREFIXES } from '@shared/domain/ids.js';
import {
  buildPreview,
  SUBMISSION_STATUSES,
  type Submission,
  type SubmissionFile,
  type SubmissionStatus,
  type SubmissionStatusFilter,
  type SubmissionSummary,
} from '@shared/domain/submission.js';
import { sourceKey, sourceOfKey, type RolledUpSubmission } from '@shared/domain/analytics.js';
import type { SubmissionTraffic } from '@shared/domain/traffic.js';
import type { Table } from './table.js';

/**
 * The submission entity's keys and item mapping (the only place that knows them).
 *
 * Submission item: PK `FORM#<fid>`, SK `SUB#<sid>`.
 * GSI1 `FORM#<fid>#S#<status | trash>` / `<sid>`: one status (or the trash), newest first; `all` merges them.
 * GSI2 `FORM#<fid>#EMAIL#<sha256 of lowercased e-mail>` / `<sid>`: one submitter's submissions (sparse).
 * `version` is the optimistic-concurrency token every change checks and increments.
 */
export const submissionKey = (formId: string, id: string) => ({ PK: `FORM#${formId}`, SK: `SUB#${id}` });

/** True for a raw item of the submission entity (e.g. a stream record's old image). */
export const isSubmissionItem = (item: Record<string, unknown>) => item.type === 'submission';

/**
 * The index attributes that follow a submission's status and trash state: one GSI1 partition per status (and
 * trash). GSI3 keys are always removed: submissions written before the lean layout had a GSI3 `LIVE` copy, which the
 * `status=all` list no longer reads (it merges the status partitions), so any change drops it.
 */
export function stateIndexKeys(s: Pick<Submission, 'formId' | 'id' | 'status' | 'deletedAt'>) {
  const trashed = s.deletedAt !== null;
  return {
    GSI1PK: statusPartition(s.formId, trashed ? 'trash' : s.status),
    GSI1SK: s.id,
    GSI3PK: undefined,
    GSI3SK: undefined,
  };
}

const statusPartition = (formId: string, status: SubmissionStatus | 'trash') => `FORM#${formId}#S#${status}`;

const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
export const emailPartition = (formId: string, email: string) => `FORM#${formId}#EMAIL#${emailHash(email)}`;

type Item = Record<string, unknown>;
const orNull = <T>(value: unknown) => (value ?? null) as T | null;
const epochSeconds = (iso: string) => Math.ceil(Date.parse(iso) / 1000);

const fileToItem = (f: SubmissionFile) => ({
  id: f.id,
  field_name: f.fieldName,
  original_name: f.originalName,
  content_type: f.contentType,
  size_bytes: f.sizeBytes,
  status: f.status,
  created_at: f.createdAt,
  finalized_at: f.finalizedAt ?? undefined,
  storage_key: f.storageKey,
});

const fileFromItem = (f: Item): SubmissionFile => ({
  id: f.id as string,
  fieldName: f.field_name as string,
  originalName: f.original_name as string,
  contentType: f.content_type as string,
  sizeBytes: f.size_bytes as number,
  status: f.status as SubmissionFile['status'],
  createdAt: f.created_at as string,
  finalizedAt: orNull(f.finalized_at),
  storageKey: f.storage_key as string,
});

/** The full item of a new submission (version 1). */
export function submissionToItem(s: Submission): Item {
  return {
    ...submissionKey(s.formId, s.id),
    ...stateIndexKeys(s),
    ...(s.submitterEmail ? { GSI2PK: emailPartition(s.formId, s.submitterEmail), GSI2SK: s.id } : {}),
    type: 'submission',
    version: 1,
    id: s.id,
    tenant_id: s.tenantId,
    form_id: s.formId,
    created_at: s.createdAt,
    status: s.status,
    deleted_at: s.deletedAt ?? undefined,
    starred: s.starred,
    read_at: s.readAt ?? undefined,
    locked: s.locked,
    locked_reason: s.lockedReason ?? undefined,
    // A JSON string, not a map: map keys cannot be empty, nest at most 32 deep and lose their order, while
    // visitors send any of those; nothing ever queries inside the fields.
    fields: JSON.stringify(s.fields),
    preview: Object.entries(buildPreview(s.fields)),
    files: s.files.map(fileToItem),
    submitter_email: s.submitterEmail ?? undefined,
    submitter_ip: s.submitterIp ?? undefined,
    user_agent: s.userAgent ?? undefined,
    origin: s.origin ?? undefined,
    referer: s.referer ?? undefined,
    accept_language: s.acceptLanguage ?? undefined,
    spam_score: s.spamScore ?? undefined,
    spam_reasons: s.spamReasons,
    routing_alias: s.routingAlias ?? undefined,
    // Short names: every byte of a submission item is paid again in each index that projects it.
    geo: s.traffic?.country ?? undefined,
    src: s.traffic ? sourceKey(s.traffic.source) : undefined,
    expires_at: s.expiresAt ? epochSeconds(s.expiresAt) : undefined,
  };
}

/** Submissions stored before analytics carry no `src`: their traffic is unknown (null). */
const trafficFromItem = (item: Item): SubmissionTraffic | null =>
  typeof item.src === 'string' ? { country: orNull(item.geo), source: sourceOfKey(item.src) } : null;

const parseFields = (value: unknown): Record<string, unknown> =>
  typeof value === 'string'
    ? (JSON.parse(value) as Record<string, unknown>)
    : ((value ?? {}) as Record<string, unknown>);

export function submissionFromItem(item: Item): Submission {
  return {
    id: item.id as string,
    tenantId: item.tenant_id as string,
    formId: item.form_id as string,
    createdAt: item.created_at as string,
    status: item.status as Submission['status'],
    deletedAt: orNull(item.deleted_at),
    starred: item.starred === true,
    readAt: orNull(item.read_at),
    locked: item.locked === true,
    lockedReason: orNull(item.locked_reason),
    fields: parseFields(item.fields),
    files: ((item.files ?? []) as Item[]).map(fileFromItem),
    submitterEmail: orNull(item.submitter_email),
    submitterIp: orNull(item.submitter_ip),
    userAgent: orNull(item.user_agent),
    origin: orNull(item.origin),
    referer: orNull(item.referer),
    acceptLanguage: orNull(item.accept_language),
    spamScore: orNull(item.spam_score),
    spamReasons: (item.spam_reasons as string[] | undefined) ?? [],
    routingAlias: orNull(item.routing_alias),
    traffic: trafficFromItem(item),
    expiresAt: typeof item.expires_at === 'number' ? new Date(item.expires_at * 1000).toISOString() : null,
  };
}

/** What the analytics rollups read from a submission item (a stream image), without parsing its fields. */
export const rolledUpFromItem = (item: Item): RolledUpSubmission => ({
  tenantId: item.tenant_id as string,
  formId: item.form_id as string,
  createdAt: item.created_at as string,
  status: item.status as Submission['status'],
  deletedAt: orNull(item.deleted_at),
  traffic: trafficFromItem(item),
});

/** Everything a list item needs; `fields` (up to hundreds of KB) stays in the table. */
const SUMMARY_ATTRIBUTES = [
  'id',
  'tenant_id',
  'form_id',
  'created_at',
  'status',
  'deleted_at',
  'starred',
  'read_at',
  'locked',
  'locked_reason',
  'preview',
  'files',
  'submitter_email',
  'submitter_ip',
  'user_agent',
  'origin',
  'referer',
  'accept_language',
  'spam_score',
  'spam_reasons',
  'expires_at',
  'geo',
  'src',
];
export const summaryProjection = {
  ProjectionExpression: SUMMARY_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
  names: Object.fromEntries(SUMMARY_ATTRIBUTES.map((name, i) => [`#a${i}`, name])),
};

export function summaryFromItem(item: Item): SubmissionSummary {
  const { fields: _fields, ...rest } = submissionFromItem(item);
  return { ...rest, preview: Object.fromEntries((item.preview as [string, string][] | undefined) ?? []) };
}

/** Lowest `sub_` id that can have been created at or after `since`. */
const firstIdAt = (since: Date) => `${ID_PREFIXES.submission}_${encodeTime(since.getTime(), 10).toLowerCase()}`;

/** Key-condition values of the base-table range holding a form's submissions created at or after `since`. */
export const createdRange = (formId: string, since: Date) => ({
  ':pk': submissionKey(formId, '').PK,
  ':from': submissionKey(formId, firstIdAt(since)).SK,
  ':to': submissionKey(formId, `${ID_PREFIXES.submission}_~`).SK,
});

/** The GSI1 partitions a status filter reads: one, or for `all` every status's (merged newest first). */
export const listPartitions = (formId: string, filter: SubmissionStatusFilter): string[] =>
  filter === 'all'
    ? SUBMISSION_STATUSES.map((status) => statusPartition(formId, status))
    : [statusPartition(formId, filter)];

/** Reads up to 100 submissions by id in one strongly consistent BatchGetItem (with unprocessed-key retries). */
export async function batchGetSubmissions(table: Table, formId: string, ids: readonly string[]): Promise<Item[]> {
  const found: Item[] = [];
  let keys: Record<string, unknown>[] = ids.map((id) => submissionKey(formId, id));
  for (let attempt = 0; keys.length > 0; attempt++) {
    const { Responses, UnprocessedKeys } = await table.client.send(
      new BatchGetCommand({ RequestItems: { [table.name]: { Keys: keys, ConsistentRead: true } } }),
    );
    found.push(...(Responses?.[table.name] ?? []));
    keys = (UnprocessedKeys?.[table.name]?.Keys ?? []) as Record<string, unknown>[];
    if (keys.length > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
  }
  return found;
}
