import type { TimelineStore } from '@shared/domain/delivery/timeline.js';
import type { DeliveryQueue, DeliveryStore } from '@shared/domain/delivery/deliveries.js';
import { resourceTargetKey, type Delivery } from '@shared/domain/delivery/targets.js';
import type { WebhookStore } from '@shared/domain/delivery/webhook.js';
import { ConflictError, NotFoundError } from '@shared/domain/errors.js';
import type { Principal } from '@shared/domain/tenant.js';
import { attemptView, webhookDeliveryView } from '@shared/domain/schemas/webhooks.js';
import type { DeliveryReplayStore } from '@shared/domain/delivery/replay.js';
import { deliveryReplayView } from '@shared/domain/schemas/delivery-replay.js';
import { getReplay, replayDeliveries, type ReplayRequest } from './delivery-replay.js';
import { deliveryPage, restartDelivery, type DeliveryListQuery } from './target-deliveries.js';
import { requireWebhook } from './webhooks.js';

export interface WebhookDeliveryPorts {
  webhooks: Pick<WebhookStore, 'findById'>;
  deliveries: Pick<DeliveryStore, 'list' | 'get' | 'attempts' | 'restart' | 'restartUnchanged'>;
  replays: DeliveryReplayStore;
  deliveryQueue: Pick<DeliveryQueue, 'enqueue'>;
  timeline: Pick<TimelineStore, 'add'>;
  now(): Date;
}

/** The API's WebhookDelivery. */
export const deliveryView = (d: Delivery, endpointId: string) => webhookDeliveryView({ ...d, targetId: endpointId });

/** `GET /v1/webhooks/{wid}/deliveries`: newest first, optionally one status; the cursor is bound to both. */
export async function listWebhookDeliveries(
  ports: WebhookDeliveryPorts,
  principal: Principal,
  id: string,
  query: DeliveryListQuery,
) {
  const target = async () => resourceTargetKey('webhook', (await requireWebhook(ports, principal, id)).id);
  return deliveryPage(ports.deliveries, { kind: 'webhook', id }, query, target, (d) => deliveryView(d, id));
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
  const restarted = await restartDelivery(ports, principal, resourceTargetKey('webhook', endpoint.id), deliveryId);
  return deliveryView(restarted, endpoint.id);
}

/**
 * `POST /v1/webhooks/{wid}/replays`: every failed or dead delivery of the endpoint in a time range sent again with
 * its original `webhook-id`, as one job (`delivery-replay.ts`). 409 while the endpoint is disabled.
 */
export async function replayWebhookDeliveries(
  ports: WebhookDeliveryPorts,
  principal: Principal,
  id: string,
  input: ReplayRequest,
) {
  const endpoint = await requireWebhook(ports, principal, id);
  if (!endpoint.enabled) throw new ConflictError('the endpoint is disabled; enable it before replaying', 'wid');
  const target = {
    targetKey: resourceTargetKey('webhook', endpoint.id),
    tenantId: principal.tenantId,
    formId: endpoint.formId,
  };
  return deliveryReplayView(await replayDeliveries(ports, principal, target, input));
}

/** `GET /v1/webhooks/{wid}/replays/{rid}`: a replay's state and counts. */
export async function getWebhookReplay(ports: WebhookDeliveryPorts, principal: Principal, id: string, rid: string) {
  const endpoint = await requireWebhook(ports, principal, id);
  return deliveryReplayView(await getReplay(ports, resourceTargetKey('webhook', endpoint.id), rid));
}
