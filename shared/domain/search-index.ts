/** Longest time from a submission id's time to its item's write (ingest functions run at most 30 s). */
export const ID_WRITE_SKEW_MS = 60_000;

/**
 * A form's search index, kept by the table-stream consumer: per submission id, the text a search looks in
 * (`indexedText`). Writes are idempotent (setting a text again, removing one already gone), so a stream batch
 * that Lambda retries applies again harmlessly.
 */
export interface SearchIndexWriter {
  /**
   * Sets (a text) or removes (null) submissions' texts in one form's index. `through`: every submission whose id time
   * is earlier was written before this batch's last record (so it is in the index once this returns); `coversFrom`:
   * where a form's first index starts.
   */
  apply(
    formId: string,
    changes: ReadonlyMap<string, string | null>,
    at: { through?: number; coversFrom: number },
  ): Promise<void>;
}
