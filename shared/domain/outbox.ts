import type { SubmissionEvent } from './events.js';

/**
 * Events an older deployment parked because they could not be queued when their submission was stored or unlocked.
 * Since session 9 nothing parks events (the table stream announces each deliverable submission); the sweeper still
 * queues and removes what a table from before holds. Remove once no deployment predates it.
 */
export interface EventOutbox {
  /** Waiting events, oldest first. */
  waiting(limit: number): Promise<SubmissionEvent[]>;
  /** Removes a queued event's entry. */
  remove(eventId: string): Promise<void>;
}
