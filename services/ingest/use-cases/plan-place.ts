import { takePlace, type PlaceClaim } from '@shared/domain/plan-places.js';
import { describeError, type LogFields } from '@shared/observability/log.js';
import type { IngestPorts } from '../ports.js';

/** The plan's limit of the period (null: none) and a submission's claim on it. */
export type PlanQuota = Omit<PlaceClaim, 'shard' | 'limit'> & { limit: number | null };

/**
 * Takes one of the period's plan places for a submission (`plan-places.ts`: a conditional write on one of the
 * period's place shards, so the limit holds exactly under any burst and no item is written by every submission of a
 * busy tenant); null when the plan has no limit, or no place is left, or the counted usage (`used`) is already at the
 * limit.
 */
export async function placeFor(ports: IngestPorts, quota: PlanQuota, used: number): Promise<PlaceClaim | null> {
  const { limit } = quota;
  if (limit === null || used >= limit) return null;
  return takePlace(ports.places, { ...quota, limit }, ports.fullShards);
}

/**
 * Gives back the place taken for a post that ends without being stored unlocked (none: nothing to do). A release
 * that fails after the client's retries leaves the place taken until the period ends (a later submission near the
 * limit is stored locked, never one past it); it is logged as an error and the post's own answer stands.
 */
export async function giveBack(ports: IngestPorts, place: PlaceClaim | null, log: LogFields): Promise<void> {
  if (place === null) return;
  try {
    await ports.places.release(place);
  } catch (error) {
    log.place_release = 'failed';
    ports.logger.error('plan place not given back', {
      tenant_id: place.tenantId,
      period: place.period,
      shard: place.shard,
      error_type: describeError(error).error_type,
    });
  }
}
