import { deliveryMessage, type DeliveryQueue, type DeliveryStore } from '@shared/domain/delivery/deliveries.js';
import {
  REPLAY_MAX_PER_REQUEST,
  REPLAY_TIME_BUDGET_MS,
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

/**
 * Deliveries read, restarted and queued together: one page is one index query and one batch read, its restarts
 * side by side (each a conditional write, so a delivery that changed meanwhile is left alone), its messages in
 * batches of ten and its timeline entries in batch writes of 25, the queue and the timeline at the same time.
 */
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
 * Restarts one page of deliveries (each only while unchanged), queues them and notes them on their timelines. A
 * restart that failed (the table did not answer) does not keep the others from being queued: every delivery that was
 * restarted is queued and counted before the failure is thrown, and the one that failed is still failed or dead, so
 * the same request again finds it.
 */
async function replayPage(ports: ReplayPorts, job: DeliveryReplay, batch: readonly Delivery[]): Promise<void> {
  const at = ports.now().toISOString();
  const outcomes = await Promise.allSettled(batch.map((d) => ports.deliveries.restartUnchanged(d, at)));
  const restarted = outcomes.flatMap((o) => (o.status === 'fulfilled' && o.value ? [o.value] : []));
  const failed = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
  await Promise.all([
    ports.deliveryQueue.enqueue(restarted.map(deliveryMessage)),
    ports.timeline.add(
      restarted
        .filter((d) => d.submissionId)
        .map((d) => redeliveryEntry(d, newId('attempt', Date.parse(at)), at, job.requestedBy, job.id)),
    ),
  ]);
  const handled = batch.length - failed.length;
  Object.assign(job, {
    matched: job.matched + handled,
    enqueued: job.enqueued + restarted.length,
    skipped: job.skipped + handled - restarted.length,
    updatedAt: at,
  });
  if (failed.length > 0) throw failed[0];
}

/**
 * `POST …/deliveries/replay`: re-sends every failed or dead delivery of one endpoint in a time range, as one job.
 * Each delivery keeps its event id (the receiver sees the same `webhook-id`) and starts a new chain of tries; one
 * that changed since it was read (its own retry delivered it) is left alone, so a replay never sends a delivered
 * delivery again and replaying the same range twice queues nothing twice. The job's counts are saved after every
 * page; past `REPLAY_MAX_PER_REQUEST` deliveries or `REPLAY_TIME_BUDGET_MS` (checked between pages) it ends
 * `partial` and the same request replays the rest. A failure midway leaves the job `partial` with what it queued.
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

  try {
    // Ids carry their time from 1970 on: an earlier bound means "from the first delivery".
    const range: [number, number] = [Math.max(0, since), Math.max(0, until)];
    for await (const page of replayable(ports, target.targetKey, job.statuses, range)) {
      if (ports.now().getTime() - started.getTime() >= REPLAY_TIME_BUDGET_MS) {
        job.status = 'partial';
        break;
      }
      const batch = page.slice(0, REPLAY_MAX_PER_REQUEST - job.matched);
      await replayPage(ports, job, batch);
      if (batch.length < page.length) {
        job.status = 'partial';
        break;
      }
      await ports.replays.save(job);
    }
  } catch (error) {
    // What was queued stays counted: the job says how far it got, and the same request again does the rest.
    job.status = 'partial';
    job.updatedAt = ports.now().toISOString();
    await ports.replays.save(job).catch(() => {});
    throw error;
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
