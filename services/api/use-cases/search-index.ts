import { ID_WRITE_SKEW_MS, type SearchIndexWriter } from '@shared/domain/search-index.js';
import { indexedText } from '@shared/domain/submission-search.js';
import type { StreamedSubmissionChange } from '@shared/domain/submission-stream.js';

export interface SearchIndexPorts {
  searchIndex: SearchIndexWriter;
}

/**
 * Keeps the forms' search indexes from one stream batch: per form, the texts of new submissions, the changed texts
 * of edited ones and the removal of deleted, erased and expired ones (status, star and lock changes leave the text
 * as it is: nothing written). Forms are written at once.
 *
 * Coverage: records of a partition come in the order they were written, so once the batch is indexed every
 * submission written before its last record's time is; an id is at most `ID_WRITE_SKEW_MS` older than its write.
 */
export async function indexSubmissionChanges(
  ports: SearchIndexPorts,
  changes: readonly StreamedSubmissionChange[],
): Promise<number> {
  const byForm = new Map<string, Map<string, string | null>>();
  for (const { before, after } of changes) {
    const submission = after ?? before!;
    const text = after && indexedText(after);
    if (before && after && indexedText(before) === text) continue;
    const ops = byForm.get(submission.formId) ?? new Map<string, string | null>();
    byForm.set(submission.formId, ops.set(submission.id, text));
  }
  const times = changes.map((c) => c.streamedAt).filter((t): t is number => t !== undefined);
  const first = times.length > 0 ? Math.min(...times) : undefined;
  const last = times.length > 0 ? Math.max(...times) : undefined;
  const at = {
    // A record's time is whole seconds: the next second is surely after everything this batch follows.
    coversFrom: first === undefined ? Number.MAX_SAFE_INTEGER : first + 1000,
    ...(last === undefined ? {} : { through: last - ID_WRITE_SKEW_MS }),
  };
  await Promise.all([...byForm].map(([formId, ops]) => ports.searchIndex.apply(formId, ops, at)));
  return byForm.size;
}
