import type { ExtraWrite } from './submission.js';

/**
 * The plan's places of a period: how many submissions may consume the plan (be stored unlocked, or unlock) in it.
 * Every such submission takes one place, conditionally, before it is stored unlocked; one that finds no place is
 * stored locked. So the limit holds exactly whatever the burst, while the usage counter itself is counted later from
 * the table stream. The places are split over shards (one small item each) so no item is written by every
 * submission of a busy tenant: shard `i` of `n` holds `limit / n` places (the remainder on the first ones).
 */

/** Places a shard holds at least (so a small plan has few shards to walk once full). */
const PLACES_PER_SHARD = 25;
/** Most shards of one period: 32 × 1,000 WCU/s per item before one tenant's takes could throttle. */
const MAX_SHARDS = 32;

/** How many shards a plan limit's places are split over. */
export const placeShards = (limit: number): number =>
  Math.min(MAX_SHARDS, Math.max(1, Math.ceil(limit / PLACES_PER_SHARD)));

/** The places shard `shard` holds under `limit`. */
export function shardCapacity(limit: number, shard: number): number {
  const shards = placeShards(limit);
  return Math.floor(limit / shards) + (shard < limit % shards ? 1 : 0);
}

/** Every shard once, from a random one on: concurrent takers spread over the shards. */
export function shardOrder(limit: number, random: () => number = Math.random): number[] {
  const shards = placeShards(limit);
  const start = Math.floor(random() * shards);
  return Array.from({ length: shards }, (_, i) => (start + i) % shards);
}

/** One place taken, by whom (a submission id) and on which shard. */
export interface PlaceClaim {
  tenantId: string;
  period: string;
  limit: number;
  shard: number;
  /** The submission taking it: a retried take by the same submission is recognized, so it never takes two. */
  holder: string;
}

/** Port: the sharded place counters. */
export interface PlanPlaces {
  /** Takes a place on the claim's shard; false when that shard is full. */
  take(claim: PlaceClaim): Promise<boolean>;
  /**
   * Gives back a place whose post ended without a submission stored unlocked (refused after the take, or not
   * stored). Applied once however often it is retried; a release that still fails leaves the place taken, which errs
   * towards locking, never past the limit.
   */
  release(claim: PlaceClaim): Promise<void>;
  /** The transaction item that takes a place (an unlock's); fails it with `PlanLimitReachedError` when full. */
  takeWrite(claim: PlaceClaim): ExtraWrite;
}

/**
 * Takes a place for `holder` on the first shard with room, skipping shards known full; the shard taken, or null
 * when every shard is full (the plan's places of the period are all taken).
 */
export async function takePlace(
  places: Pick<PlanPlaces, 'take'>,
  claim: Omit<PlaceClaim, 'shard'>,
  knownFull: FullShards,
): Promise<PlaceClaim | null> {
  for (const shard of shardOrder(claim.limit)) {
    if (knownFull.has(claim, shard)) continue;
    const attempt = { ...claim, shard };
    if (await places.take(attempt)) return attempt;
    knownFull.add(claim, shard);
  }
  return null;
}

/** Shards this process saw full (places only grow within a period, until a plan change makes other shards). */
export interface FullShards {
  has(claim: Pick<PlaceClaim, 'tenantId' | 'period' | 'limit'>, shard: number): boolean;
  add(claim: Pick<PlaceClaim, 'tenantId' | 'period' | 'limit'>, shard: number): void;
}

/** Remembers nothing: every take asks the table. */
export const noFullShards: FullShards = { has: () => false, add: () => undefined };
