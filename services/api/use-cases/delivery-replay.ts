import { deliveryMessage, type DeliveryQueue, type DeliveryStore } from '@shared/domain/delivery/deliveries.js';
import {
  REPLAY_MAX_PER_REQUEST,
  type DeliveryReplay,
  type DeliveryReplayStore,
  type ReplayableStatus,
} from '@shared/domain/delivery/replay.js';
import type { Delivery } from '@shared/domain/delivery/targets.js';
import { redeliveryEntry, requesterOf, type TimelineStore } from '@shared/domain/delivery/timeline.js';
import { NotFoundError, ValidationError } from '@shared/domain/errors.js';
import { idTimeBound, newId } from '@shared/domain/ids.js';
import type { Principal } from '@shared/domain/tenant.js';

export interface ReplayPorts {
  deliveries: Pick<DeliveryStore, 'list' | 'restartUnchanged'>;
  deliveryQueue: Pick<DeliveryQueue, 'enqueue'>;
  timeline: Pick<TimelineStore, 'add'>;
  replays: DeliveryReplayStore;
  now(): Date;
}

export interface ReplayRequest {
  since: string;
  until?: string;
  statuses?: ReplayableStatus[];
}

/** Deliveries read, restarted and queued together. */
const PAGE = 100;

/** The target a replay is for, resolved and checked by the caller (webhook endpoint or integration). */
export interface ReplayTarget {
  targetKey: string;
  tenantId: string;
  formId: string;
}

/**
 * Every failed or dead delivery of `target` whose event falls in [since, until], newest first, `PAGE` at a time,
 * until the range ends or `limit` were found.
 */
async function* replayable(
  ports: ReplayPorts,
  targetKey: string,
  statuses: ReplayableStatus[],
  range: [number, number],
) {
  const oldest = idTimeBound('delivery', range[0], 'start');
  for (const status of statuses) {
    let after: string | null = idTimeBound('delivery', range[1] + 1, 'start');
    while (after) {
      const page = await ports.deliveries.list(targetKey, { status, limit: PAGE, after });
      const inRange = page.items.filter((d) => d.id >= oldest);
      if (inRange.length > 0) yield inRange;
      after = inRange.length === page.items.length ? page.nextAfter : null;
    }
  }
}

/**
 * `POST …/deliveries/replay`: re-sends every failed or dead delivery of one endpoint in a time range, as one job.
 * Each delivery keeps its event id (the receiver sees the same `webhook-id`) and starts a new chain of tries; one
 * that changed since it was read (its own retry delivered it) is left alone, so a replay never sends a delivered
 * delivery again and replaying the same range twice queues nothing twice. The job's counts are saved after every
 * page; past `REPLAY_MAX_PER_REQUEST` it ends `partial` and the same request replays the rest.
 */
export async function replayDeliveries(
  ports: ReplayPorts,
  principal: Principal,
  target: ReplayTarget,
  input: ReplayRequest,
): Promise<DeliveryReplay> {
  const started = ports.now();
  const since = Date.parse(input.since);
  const until = input.until === undefined ? started.getTime() : Date.parse(input.until);
  if (Number.isNaN(since)) throw new ValidationError('since must be an ISO date-time', 'since');
  if (Number.isNaN(until)) throw new ValidationError('until must be an ISO date-time', 'until');
  if (until < since) throw new ValidationError('until must not be before since', 'until');
  const requestedBy = requesterOf(principal);
  const job: DeliveryReplay = {
    id: newId('replay', started.getTime()),
    targetKey: target.targetKey,
    tenantId: target.tenantId,
    formId: target.formId,
    since: new Date(since).toISOString(),
    until: new Date(until).toISOString(),
    statuses: input.statuses ?? ['failed', 'dead'],
    status: 'running',
    matched: 0,
    enqueued: 0,
    skipped: 0,
    requestedBy,
    createdAt: started.toISOString(),
    updatedAt: started.toISOString(),
  };
  await ports.replays.save(job);

  for await (const page of replayable(ports, target.targetKey, job.statuses, [since, until])) {
    const room = REPLAY_MAX_PER_REQUEST - job.matched;
    const batch = page.slice(0, room);
    const at = ports.now().toISOString();
    const restarted = (await Promise.all(batch.map((d) => ports.deliveries.restartUnchanged(d, at)))).filter(
      (d): d is Delivery => d !== undefined,
    );
    await ports.deliveryQueue.enqueue(restarted.map(deliveryMessage));
    await ports.timeline.add(
      restarted
        .filter((d) => d.submissionId)
        .map((d) => redeliveryEntry(d, newId('attempt', Date.parse(at)), at, requestedBy, job.id)),
    );
    Object.assign(job, {
      matched: job.matched + batch.length,
      enqueued: job.enqueued + restarted.length,
      skipped: job.skipped + batch.length - restarted.length,
      updatedAt: at,
    });
    if (batch.length < page.length) {
      job.status = 'partial';
      break;
    }
    await ports.replays.save(job);
  }
  if (job.status === 'running') job.status = 'done';
  job.updatedAt = ports.now().toISOString();
  await ports.replays.save(job);
  return job;
}

/** `GET …/replays/{rid}`: a replay job's state and counts. */
export async function getReplay(ports: Pick<ReplayPorts, 'replays'>, targetKey: string, id: string) {
  const job = await ports.replays.get(targetKey, id);
  if (!job) throw new NotFoundError('replay not found', 'rid');
  return job;
}
