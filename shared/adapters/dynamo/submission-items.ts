import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';
import { ID_PREFIXES } from '@shared/domain/ids.js';
import {
  buildPreview,
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
import { decodeFields, encodeFields } from './submission-fields.js';
import { batchGetItems, type BatchGetOptions, type Table } from './table.js';
import { optionalStringAttr } from './attributes.js';
import { submissionKey, submissionStatusPartition, submitterPartition } from './keys.js';

/**
 * The submission entity's keys and item mapping (the only place that knows them).
 *
 * Submission item: PK `FORM#<fid>`, SK `SUB#<sid>`.
 * GSI4 (keys only) `FORM#<fid>#S#<status | trash>` / `<sid>`: one status (or the trash), newest first; lists read
 * their page by key. Received submissions not in the trash are left out of it (`inStatusIndex`): `received` and `all`
 * filter the form's own partition.
 * GSI5 (keys + status) `FORM#<fid>#EMAIL#<sha256 of lowercased e-mail>` / `<sid>`: one submitter's submissions
 * (sparse).
 * `version` is the optimistic-concurrency token every change checks and increments.
 */

/** True for a raw item of the submission entity (e.g. a stream record's old image). */
export const isSubmissionItem = (item: Record<string, unknown>) => item.type === 'submission';

/** The index holding status lists, and the one holding submitters' submissions. */
export const STATUS_INDEX = 'GSI4';
export const EMAIL_INDEX = 'GSI5';

type Indexed = Pick<Submission, 'formId' | 'id' | 'status' | 'deletedAt' | 'submitterEmail'>;

/** The status partition a submission is listed in (its status, or the trash). */
const listedIn = (s: Pick<Submission, 'formId' | 'status' | 'deletedAt'>) =>
  statusPartition(s.formId, s.deletedAt !== null ? 'trash' : s.status);

/**
 * Received submissions outside the trash are most of a form's items and the common write: keeping them out of GSI4
 * saves every such submission an index write. Their list and `all` read the form's partition with a filter instead,
 * bounded per page (`newestFirstPage`), so a spam flood between two real submissions costs reads, not a slow page.
 */
const inStatusIndex = (s: Pick<Submission, 'status' | 'deletedAt'>) => s.deletedAt !== null || s.status !== 'received';

/** The index keys of a submission in its current state; absent ones are undefined, so a change removes them. */
export const stateIndexKeys = (s: Indexed) => ({
  GSI4PK: inStatusIndex(s) ? listedIn(s) : undefined,
  GSI4SK: inStatusIndex(s) ? s.id : undefined,
  GSI5PK: s.submitterEmail ? emailPartition(s.formId, s.submitterEmail) : undefined,
  GSI5SK: s.submitterEmail ? s.id : undefined,
});

const statusPartition = (formId: string, status: SubmissionStatus | 'trash') =>
  submissionStatusPartition(formId, status);

const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
export const emailPartition = (formId: string, email: string) => submitterPartition(formId, emailHash(email));

type Item = Record<string, unknown>;
const epochSeconds = (iso: string) => Math.ceil(Date.parse(iso) / 1000);

const fileCodec = itemCodec(SubmissionFileEntity);

const submissionCodec = itemCodec(SubmissionEntity, {
  encode: {
    // JSON text, compressed when smaller (`submission-fields.ts`).
    fields: encodeFields,
    files: (files) => files.map(fileCodec.toItem),
    expiresAt: epochSeconds,
  },
  decode: {
    fields: decodeFields,
    files: (stored) => (Array.isArray(stored) ? stored.map((file) => fileCodec.fromItem(file)) : stored),
    expiresAt: (stored) => (typeof stored === 'number' ? new Date(stored * 1000).toISOString() : null),
  },
  external: ['traffic'],
  defaults: { starred: () => false, locked: () => false, fields: () => ({}), files: () => [], spamReasons: () => [] },
  // A short contact form's item stays under 1 KB: one write unit instead of two.
  omitDefaults: ['starred', 'locked', 'files', 'spamReasons'],
});

/**
 * The full item of a new submission (version 1). No stored preview: lists read the fields and build it, so the item
 * is not larger by what a preview would repeat of the fields.
 */
export function submissionToItem(s: Submission): Item {
  return {
    ...submissionKey(s.formId, s.id),
    ...stateIndexKeys(s),
    type: 'submission',
    version: 1,
    ...submissionCodec.toItem(s),
    // Short names: every byte of a submission item is paid again in each index that projects it.
    geo: s.traffic?.country ?? undefined,
    src: s.traffic ? sourceKey(s.traffic.source) : undefined,
  };
}

/** A submission whose traffic was not recorded carries no `src`: its traffic reads as null. */
const trafficFromItem = (item: Item): SubmissionTraffic | null =>
  typeof item.src === 'string'
    ? { country: optionalStringAttr(item, 'geo') ?? null, source: sourceOfKey(item.src) }
    : null;

export const submissionFromItem = (item: Item): Submission =>
  submissionCodec.fromItem(item, { traffic: trafficFromItem(item) });

/**
 * Everything a list item needs: the fields too, to build the preview (a read costs the whole item's size whatever
 * it projects; what the projection saved was bandwidth on forms with very large fields). The API sends the preview.
 */
const SUMMARY_ATTRIBUTES = [...submissionCodec.attributes, 'geo', 'src'];

export const summaryProjection = {
  expression: SUMMARY_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
  names: Object.fromEntries(SUMMARY_ATTRIBUTES.map((name, i) => [`#a${i}`, name])),
};

export function summaryFromItem(item: Item): SubmissionSummary {
  const submission = submissionFromItem(item);
  return { ...submission, preview: buildPreview(submission.fields) };
}

/** Lowest `sub_` id that can have been created at or after `since`. */
const firstIdAt = (since: Date) => `${ID_PREFIXES.submission}_${encodeTime(since.getTime(), 10).toLowerCase()}`;

/** Key-condition values of the base-table range holding a form's submissions created at or after `since`. */
export const createdRange = (formId: string, since: Date) => ({
  ':pk': submissionKey(formId, '').PK,
  ':from': submissionKey(formId, firstIdAt(since)).SK,
  ':to': submissionKey(formId, `${ID_PREFIXES.submission}_~`).SK,
});

/** The filters whose lists read the form's own partition rather than GSI4: `received` and `all` (not in the trash). */
export type PartitionListFilter = 'received' | 'all' | 'inbox';
export const readsFormPartition = (filter: SubmissionStatusFilter): filter is PartitionListFilter =>
  filter === 'received' || filter === 'all' || filter === 'inbox';

/** The partition filter of a status filter: conditions, names and values (the trash is never in one). */
export function statusConditions(filter: SubmissionStatusFilter): {
  conditions: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
} {
  if (filter === 'trash') return { conditions: ['attribute_exists(deleted_at)'], names: {}, values: {} };
  const notTrashed = 'attribute_not_exists(deleted_at)';
  if (filter === 'all') return { conditions: [notTrashed], names: {}, values: {} };
  if (filter === 'inbox')
    return {
      conditions: [notTrashed, '#status IN (:received, :verified)'],
      names: { '#status': 'status' },
      values: { ':received': 'received', ':verified': 'verified' },
    };
  return {
    conditions: [notTrashed, '#status = :status'],
    names: { '#status': 'status' },
    values: { ':status': filter },
  };
}

/**
 * The Query of a `received` or `all` page in the form's partition, newest first, below the cursor `after`: the
 * submission key range (the partition also holds the form's webhooks, uploads, autoresponder), the trash and other
 * statuses filtered out, the summary attributes and `SK` (to continue where a bounded read stopped).
 */
export function formPartitionList(formId: string, filter: PartitionListFilter, after?: string) {
  const status = statusConditions(filter);
  const conditions = [
    ...status.conditions,
    // BETWEEN includes its upper end: the cursor's own submission is left out here.
    ...(after ? ['#id <> :after'] : []),
  ];
  return {
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    FilterExpression: conditions.join(' AND '),
    ProjectionExpression: `${summaryProjection.expression}, SK`,
    ExpressionAttributeNames: {
      ...summaryProjection.names,
      ...status.names,
      ...(after ? { '#id': 'id' } : {}),
    },
    ExpressionAttributeValues: {
      ':pk': submissionKey(formId, '').PK,
      ':from': submissionKey(formId, `${ID_PREFIXES.submission}_`).SK,
      ':to': submissionKey(formId, after ?? `${ID_PREFIXES.submission}_~`).SK,
      ...status.values,
      ...(after ? { ':after': after } : {}),
    },
  };
}

/** The submission id in a base-table key (the cursor of a partition list). */
export const idOfKey = (key: Item) => String(key.SK).slice(submissionKey('', '').SK.length);

/** The GSI4 partition a status or trash list reads. */
export const listPartition = (formId: string, filter: Exclude<SubmissionStatusFilter, PartitionListFilter>) =>
  statusPartition(formId, filter);

/** True when a listed summary is still in `partition` (the index trails the table). */
export const stillListedIn = (partition: string, s: SubmissionSummary) => listedIn(s) === partition;

/** Reads up to 100 submissions by id in one BatchGetItem (with unprocessed-key retries), consistent by default. */
export const batchGetSubmissions = (
  table: Table,
  formId: string,
  ids: readonly string[],
  options?: BatchGetOptions,
): Promise<Item[]> =>
  batchGetItems(
    table,
    ids.map((id) => submissionKey(formId, id)),
    options,
  );
