import type { Schemas } from '@formbase/client';
import { plural } from '../../ui/format';

const MOVED: Record<Schemas['SubmissionStatus'], string> = {
  received: 'Moved to the inbox.',
  spam: 'Marked as spam.',
  verified: 'Verified.',
  archived: 'Archived.',
};

/**
 * What a change to one submission did, said after the action (a live region): a screen reader hears nothing else
 * when a button's row leaves the list or its label changes.
 */
export function changeSentence(change: Schemas['UpdateSubmissionRequest'] | undefined): string | null {
  if (change?.status) return MOVED[change.status];
  if (change?.starred !== undefined) return change.starred ? 'Starred.' : 'Unstarred.';
  return null;
}

const BULK_DONE: Record<Schemas['BulkSubmissionAction'], string> = {
  mark_spam: 'marked as spam',
  mark_verified: 'verified',
  mark_received: 'moved to the inbox',
  archive: 'archived',
  delete: 'moved to the trash',
  restore: 'restored',
  redeliver: 'sent again',
};

/**
 * What a bulk action did, by its count: `delete` in the trash deletes for good, anywhere else it moves to the trash.
 */
export function bulkSentence(
  action: Schemas['BulkSubmissionAction'],
  inTrash: boolean,
  answer: { updated: number } | { enqueued: number },
): string {
  if ('enqueued' in answer) return `${plural(answer.enqueued, 'delivery')} queued.`;
  const done = action === 'delete' && inTrash ? 'deleted for good' : BULK_DONE[action];
  return `${plural(answer.updated, 'submission')} ${done}.`;
}
