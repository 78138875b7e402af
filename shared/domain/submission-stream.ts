import { createHash } from 'node:crypto';
import type { Submission } from './submission.js';

/**
 * The table stream's submission changes, read once per batch by one consumer that runs three use cases on them:
 * counters (`submission-counts.ts`), analytics rollups (`analytics.ts`) and retention's file cleanup.
 */

/** One change of a submission item, as one stream record reports it. */
export interface StreamedSubmissionChange {
  /** The record's `eventID`: unique, and the same when the record is delivered again. */
  recordId: string;
  /** Orders the records of one shard; Lambda resumes a shard from the sequence number a consumer reports failed. */
  sequenceNumber: string;
  before: Submission | null;
  after: Submission | null;
  /** Ingest already counted this submission in the plan usage (its create transaction, near the plan limit). */
  usageCounted: boolean;
  /** Retention (the table's TTL) removed it; a user's delete is not an expiry. */
  expired: boolean;
  /** When the change was written (ms, whole seconds: the record's approximate creation time), when known. */
  streamedAt?: number;
}

/**
 * Counting is idempotent per batch (batch ids on the counter items), not per record. When another use case fails a
 * record after the batch was counted, Lambda re-delivers the shard from that record in a new batch; this remembers,
 * under the record Lambda resumes from, the last sequence number already counted, so the new batch counts only what
 * comes after it.
 */
export interface CountedThroughStore {
  get(resumeRecordId: string): Promise<string | undefined>;
  put(resumeRecordId: string, countedThrough: string): Promise<void>;
}

/** Sequence numbers are decimal strings of up to 40 digits (too long for a number): longer is later. */
export const isLaterSequence = (a: string, b: string): boolean => (a.length === b.length ? a > b : a.length > b.length);

/** A short stable id of the records a batch counts: their first and last sequence numbers. */
export const batchIdOf = (first: string, last: string) =>
  createHash('sha256').update(`${first}/${last}`).digest('hex').slice(0, 16);
