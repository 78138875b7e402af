import { decodeCursor, encodeCursor } from '@shared/domain/cursor.js';
import { deliveryMessage, type DeliveryQueue, type DeliveryStore } from '@shared/domain/delivery/deliveries.js';
import {
  resourceTargetKey,
  type Delivery,
  type DeliveryAttempt,
  type DeliveryStatus,
} from '@shared/domain/delivery/targets.js';
import type { WebhookStore } from '@shared/domain/delivery/webhook.js';
import { ConflictError, NotFoundError, ValidationError } from '@shared/domain/errors.js';
import { isId } from '@shared/domain/ids.js';
import type { Principal } from '@shared/domain/tenant.js';
import { requireWebhook } from './webhooks.js';

export interface WebhookDeliveryPorts {
  webhooks: Pick<WebhookStore, 'findById'>;
  deliveries: Pick<DeliveryStore, 'list' | 'get' | 'attempts' | 'restart'>;
  deliveryQueue: Pick<DeliveryQueue, 'enqueue'>;
  now(): Date;
}

/** The API's WebhookDelivery. */
export const deliveryView = (d: Delivery, endpointId: string) => ({
  id: d.id,
  endpoint_id: endpointId,
  event_id: d.eventId,
  event_type: d.eventType,
  status: d.status,
  attempts: d.attempts,
  created_at: d.createdAt,
  delivered_at: d.deliveredAt,
  last_attempt_at: d.lastAttemptAt,
  last_error: d.lastError,
  next_attempt_at: d.nextAttemptAt,
  submission_id: d.submissionId,
  last_status_code: d.lastStatusCode,
});

export const attemptView = (a: DeliveryAttempt) => ({
  id: a.id,
  attempt_no: a.attemptNo,
  created_at: a.createdAt,
  error: a.error,
  response_excerpt: a.responseExcerpt,
  response_ms: a.responseMs,
  status_code: a.statusCode,
});

/** `GET /v1/webhooks/{wid}/deliveries`: newest first, optionally one status; the cursor is bound to both. */
export async function listWebhookDeliveries(
  ports: WebhookDeliveryPorts,
  principal: Principal,
  id: string,
  query: { status?: DeliveryStatus; cursor?: string; limit: number },
) {
  const scope = `webhook-deliveries:${id}:${query.status ?? 'all'}`;
  const position = decodeCursor(scope, query.cursor);
  const after = position?.after;
  if (position && (typeof after !== 'string' || !isId('delivery', after)))
    throw new ValidationError('cursor is not valid for this list', 'cursor');
  const endpoint = await requireWebhook(ports, principal, id);
  const page = await ports.deliveries.list(resourceTargetKey('webhook', endpoint.id), {
    status: query.status,
    limit: query.limit,
    after: after as string | undefined,
  });
  return {
    deliveries: page.items.map((d) => deliveryView(d, endpoint.id)),
    next_cursor: page.nextAfter ? encodeCursor(scope, { after: page.nextAfter }) : null,
  };
}

/** `GET /v1/webhooks/{wid}/deliveries/{did}`: the delivery and every attempt, in order. */
export async function getWebhookDelivery(
  ports: WebhookDeliveryPorts,
  principal: Principal,
  id: string,
  deliveryId: string,
) {
  const endpoint = await requireWebhook(ports, principal, id);
  const delivery = await ports.deliveries.get(resourceTargetKey('webhook', endpoint.id), deliveryId);
  if (!delivery) throw new NotFoundError('delivery not found', 'did');
  return {
    delivery: deliveryView(delivery, endpoint.id),
    attempts: (await ports.deliveries.attempts(delivery)).map(attemptView),
  };
}

/**
 * `POST /v1/webhooks/{wid}/deliveries/{did}/redeliver`: the same delivery (same event id, so receivers can
 * de-duplicate) starts a new chain of tries on the full schedule; a chain still running is superseded.
 */
export async function redeliverWebhookDelivery(
  ports: WebhookDeliveryPorts,
  principal: Principal,
  id: string,
  deliveryId: string,
) {
  const endpoint = await requireWebhook(ports, principal, id);
  if (!endpoint.enabled) throw new ConflictError('the endpoint is disabled; enable it before redelivering', 'wid');
  const restarted = await ports.deliveries.restart(
    resourceTargetKey('webhook', endpoint.id),
    deliveryId,
    ports.now().toISOString(),
  );
  if (!restarted) throw new NotFoundError('delivery not found', 'did');
  await ports.deliveryQueue.enqueue([deliveryMessage(restarted)]);
  return deliveryView(restarted, endpoint.id);
}
