import { STATE_COUNTS, type StateCount, type SubmissionStateCounts } from '@shared/domain/submission.js';

/** The per-state counts stored under their own attributes (unread is the older `unread_submission_count`). */
export const STORED_STATES = STATE_COUNTS.filter((name): name is Exclude<StateCount, 'unread'> => name !== 'unread');
export const stateAttribute = (name: StateCount) => `count_${name}`;

/** The per-state counts of a form counters item (absent: 0). */
export function stateCountsOfItem(item: Record<string, unknown> | undefined): SubmissionStateCounts {
  const count = (name: string) => Number(item?.[name] ?? 0);
  return {
    ...(Object.fromEntries(STORED_STATES.map((name) => [name, count(stateAttribute(name))])) as Omit<
      SubmissionStateCounts,
      'unread'
    >),
    unread: count('unread_submission_count'),
  };
}
