import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';
import { ID_PREFIXES } from '@shared/domain/ids.js';
import {
  buildPreview,
  SUBMISSION_STATUSES,
  SubmissionEntity,
  SubmissionFileEntity,
  type Submission,
  type SubmissionStatus,
  type SubmissionStatusFilter,
  type SubmissionSummary,
} from '@shared/domain/submission.js';
import { sourceKey, sourceOfKey } from '@shared/domain/analytics.js';
import type { SubmissionTraffic } from '@shared/domain/traffic.js';
import { itemCodec } from './item-codec.js';
import { batchGetItems, type Table } from './table.js';

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
const epochSeconds = (iso: string) => Math.ceil(Date.parse(iso) / 1000);
const orNull = <T>(value: unknown) => (value ?? null) as T | null;

const fileCodec = itemCodec(SubmissionFileEntity);

const submissionCodec = itemCodec(SubmissionEntity, {
  encode: {
    // A JSON string, not a map: map keys cannot be empty, nest at most 32 deep and lose their order, while
    // visitors send any of those; nothing ever queries inside the fields.
    fields: (fields) => JSON.stringify(fields),
    files: (files) => files.map(fileCodec.toItem),
    expiresAt: epochSeconds,
  },
  decode: {
    fields: (stored) => (typeof stored === 'string' ? JSON.parse(stored) : stored),
    files: (stored) => (Array.isArray(stored) ? stored.map((file) => fileCodec.fromItem(file)) : stored),
    expiresAt: (stored) => (typeof stored === 'number' ? new Date(stored * 1000).toISOString() : null),
  },
  external: ['traffic'],
  defaults: { starred: () => false, locked: () => false, fields: () => ({}), files: () => [], spamReasons: () => [] },
});

/** The full item of a new submission (version 1). */
export function submissionToItem(s: Submission): Item {
  return {
    ...submissionKey(s.formId, s.id),
    ...stateIndexKeys(s),
    ...(s.submitterEmail ? { GSI2PK: emailPartition(s.formId, s.submitterEmail), GSI2SK: s.id } : {}),
    type: 'submission',
    version: 1,
    ...submissionCodec.toItem(s),
    preview: Object.entries(buildPreview(s.fields)),
    // Short names: every byte of a submission item is paid again in each index that projects it.
    geo: s.traffic?.country ?? undefined,
    src: s.traffic ? sourceKey(s.traffic.source) : undefined,
  };
}

/** Submissions stored before analytics carry no `src`: their traffic is unknown (null). */
const trafficFromItem = (item: Item): SubmissionTraffic | null =>
  typeof item.src === 'string' ? { country: orNull(item.geo), source: sourceOfKey(item.src) } : null;

export const submissionFromItem = (item: Item): Submission =>
  submissionCodec.fromItem(item, { traffic: trafficFromItem(item) });

/** Everything a list item needs; `fields` (up to hundreds of KB) stays in the table. */
const SUMMARY_ATTRIBUTES = [...submissionCodec.attributes.filter((a) => a !== 'fields'), 'preview', 'geo', 'src'];

export const summaryProjection = {
  ProjectionExpression: SUMMARY_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
  names: Object.fromEntries(SUMMARY_ATTRIBUTES.map((name, i) => [`#a${i}`, name])),
};

const previewFromItem = (stored: unknown): Record<string, string> =>
  Object.fromEntries(Array.isArray(stored) ? stored.filter((e): e is [string, string] => Array.isArray(e)) : []);

export function summaryFromItem(item: Item): SubmissionSummary {
  const { fields: _fields, ...rest } = submissionFromItem(item);
  return { ...rest, preview: previewFromItem(item.preview) };
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
export const batchGetSubmissions = (table: Table, formId: string, ids: readonly string[]): Promise<Item[]> =>
  batchGetItems(
    table,
    ids.map((id) => submissionKey(formId, id)),
  );
