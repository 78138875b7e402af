import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from '../entity.js';
import { RequesterEntity } from './timeline.js';

/**
 * A bulk replay: every failed or dead delivery of one endpoint (webhook or integration) in a time range sent again,
 * each on a new chain of tries with its original event id (the same `webhook-id`), as one job whose counts grow
 * while it runs. Replaying a range again is harmless: only deliveries still failed or dead are picked up.
 */
export const REPLAY_STATUSES = ['running', 'done', 'partial'] as const;
export const REPLAYABLE_STATUSES = ['failed', 'dead'] as const;
export type ReplayableStatus = (typeof REPLAYABLE_STATUSES)[number];

/** Deliveries one request replays at most; `partial` says to ask again for the rest. */
export const REPLAY_MAX_PER_REQUEST = 2000;

/**
 * How long one request keeps replaying before it answers `partial`: no new page starts after this, so a slow table
 * makes a replay take more requests, never run into the API's 29-second limit with half its work unreported.
 */
export const REPLAY_TIME_BUDGET_MS = 10_000;

export const DeliveryReplayEntity = defineEntity('DeliveryReplay', {
  id: z.string(),
  targetKey: z.string(),
  tenantId: z.string(),
  formId: z.string(),
  /** Deliveries of events from `since` up to `until` (ISO, both included). */
  since: z.string(),
  until: z.string(),
  statuses: z.array(z.enum(REPLAYABLE_STATUSES)),
  /**
   * `partial`: it stopped at `REPLAY_MAX_PER_REQUEST`, at `REPLAY_TIME_BUDGET_MS` or on a failure; the same request
   * again replays the rest.
   */
  status: z.enum(REPLAY_STATUSES),
  /** Failed or dead deliveries found in the range so far. */
  matched: z.int(),
  /** Of those, queued again. */
  enqueued: z.int(),
  /** Of those, left alone because they changed meanwhile (their own retry delivered them, or another replay). */
  skipped: z.int(),
  requestedBy: RequesterEntity.schema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryReplay = EntityOf<typeof DeliveryReplayEntity>;

/** Port: replay jobs, by target. */
export interface DeliveryReplayStore {
  /** Writes the job's current state (created, then after each page). */
  save(replay: DeliveryReplay): Promise<void>;
  get(targetKey: string, id: string): Promise<DeliveryReplay | undefined>;
}
