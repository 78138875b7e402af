import { decodeCursor, encodeCursor } from '@shared/domain/cursor.js';
import { deliveryMessage, type DeliveryQueue, type DeliveryStore } from '@shared/domain/delivery/deliveries.js';
import type { Delivery, DeliveryStatus } from '@shared/domain/delivery/targets.js';
import { NotFoundError, ValidationError } from '@shared/domain/errors.js';
import { isId, newId } from '@shared/domain/ids.js';
import { redeliveryEntry, requesterOf, type TimelineStore } from '@shared/domain/delivery/timeline.js';
import type { Principal } from '@shared/domain/tenant.js';

/**
 * What the deliveries of a webhook endpoint and of a native integration share: the list page and redelivery. Each
 * caller resolves and checks its own target first; the views are the Delivery entity's (`schemas/webhooks.ts`).
 */
export interface DeliveryListQuery {
  status?: DeliveryStatus;
  cursor?: string;
  limit: number;
}

/**
 * Newest first, optionally one status. The cursor is bound to the list (`<kind>-deliveries:<id>:<status>`) and
 * checked before the target is looked up; `target` resolves the target (404 / 403) and gives its delivery key.
 */
export async function deliveryPage<V>(
  deliveries: Pick<DeliveryStore, 'list'>,
  list: { kind: 'webhook' | 'integration'; id: string },
  query: DeliveryListQuery,
  target: () => Promise<string>,
  view: (d: Delivery) => V,
) {
  const scope = `${list.kind}-deliveries:${list.id}:${query.status ?? 'all'}`;
  const position = decodeCursor(scope, query.cursor);
  const after = position?.after;
  if (position && (typeof after !== 'string' || !isId('delivery', after)))
    throw new ValidationError('cursor is not valid for this list', 'cursor');
  const page = await deliveries.list(await target(), {
    status: query.status,
    limit: query.limit,
    after: after as string | undefined,
  });
  return {
    deliveries: page.items.map(view),
    next_cursor: page.nextAfter ? encodeCursor(scope, { after: page.nextAfter }) : null,
  };
}

/**
 * The same delivery (same event id, so receivers can de-duplicate) on a new chain of tries, queued now; the
 * submission's timeline records who asked.
 */
export async function restartDelivery(
  ports: {
    deliveries: Pick<DeliveryStore, 'restart'>;
    deliveryQueue: Pick<DeliveryQueue, 'enqueue'>;
    timeline: Pick<TimelineStore, 'add'>;
    now(): Date;
  },
  principal: Principal,
  targetKey: string,
  deliveryId: string,
): Promise<Delivery> {
  const at = ports.now();
  const restarted = await ports.deliveries.restart(targetKey, deliveryId, at.toISOString());
  if (!restarted) throw new NotFoundError('delivery not found', 'did');
  await ports.deliveryQueue.enqueue([deliveryMessage(restarted)]);
  if (restarted.submissionId)
    await ports.timeline.add([
      redeliveryEntry(restarted, newId('attempt', at.getTime()), at.toISOString(), requesterOf(principal)),
    ]);
  return restarted;
}
