import type { Schemas } from '@formbase/client';

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
