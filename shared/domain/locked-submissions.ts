import type { ExtraWrite } from './submission.js';

/**
 * The ledger of submissions stored locked over the plan quota, one entry per submission, written in the same
 * transaction as the locked submission and deleted in the same transaction as its unlock. The sweeper reads a
 * tenant's entries oldest first to unlock them when the tenant has room again (`services/ingest/use-cases/unlock.ts`).
 */
export interface LockedEntry {
  tenantId: string;
  formId: string;
  submissionId: string;
  /** The usage period (`YYYY-MM`) the submission was received and counted in. */
  period: string;
}

/** Port: the locked-submission ledger. */
export interface LockedSubmissionLedger {
  /** The transaction item that records a locked submission (written with it). */
  entryWrite(entry: LockedEntry): ExtraWrite;
  /** The tenant's oldest entries, strongly consistent, at most `limit`. */
  oldest(tenantId: string, limit: number): Promise<LockedEntry[]>;
  /** The transaction item that removes an entry (written with the unlock). */
  removeWrite(entry: LockedEntry): ExtraWrite;
  /** Removes an entry whose submission is gone (deleted for good or expired); missing entries are no error. */
  remove(entry: LockedEntry): Promise<void>;
}
