import type { SubmissionEvent } from './events.js';
import type { ExtraWrite } from './submission.js';

/**
 * Events that could not be queued when their submission was stored. Ingest sends the event before it writes; when
 * that send fails, the submission is written together with an outbox entry, and the sweeper re-sends it. So a
 * stored submission always has its event queued or waiting in the outbox.
 */
export interface EventOutbox {
  /** The transaction item holding `event` until it is queued (written with the submission). */
  entryWrite(event: SubmissionEvent): ExtraWrite;
  /** Waiting events, oldest first. */
  waiting(limit: number): Promise<SubmissionEvent[]>;
  /** Removes a queued event's entry. */
  remove(eventId: string): Promise<void>;
}
