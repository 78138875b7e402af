import type { TimelineStore } from '@shared/domain/delivery/timeline.js';
import {
  deliveryMessage,
  newDelivery,
  type DeliveryQueue,
  type DeliveryStore,
} from '@shared/domain/delivery/deliveries.js';
import { resourceTargetKey, type Delivery } from '@shared/domain/delivery/targets.js';
import { ConflictError, NotFoundError } from '@shared/domain/errors.js';
import { newId } from '@shared/domain/ids.js';
import {
  integrationStatus,
  type IntegrationDeliveryStateStore,
  type IntegrationStore,
} from '@shared/domain/integrations/types.js';
import type { Principal } from '@shared/domain/tenant.js';
import { requireIntegration } from './integration-records.js';
import { integrationDeliveryView } from '@shared/domain/schemas/integrations.js';
import { attemptView } from '@shared/domain/schemas/deliveries.js';
import type { DeliveryReplayStore } from '@shared/domain/delivery/replay.js';
import { deliveryReplayView } from '@shared/domain/schemas/delivery-replay.js';
import { getReplay, replayDeliveries, type ReplayRequest } from './delivery-replay.js';
import { deliveryPage, restartDelivery, type DeliveryListQuery } from './target-deliveries.js';

export interface IntegrationDeliveryPorts {
  integrations: Pick<IntegrationStore, 'findById'>;
  deliveries: Pick<DeliveryStore, 'list' | 'get' | 'attempts' | 'restart' | 'createOnce' | 'restartUnchanged'>;
  replays: DeliveryReplayStore;
  integrationDeliveryStates: Pick<IntegrationDeliveryStateStore, 'get'>;
  deliveryQueue: Pick<DeliveryQueue, 'enqueue'>;
  timeline: Pick<TimelineStore, 'add'>;
  now(): Date;
}

/** `GET /v1/integrations/{IntegrationID}/deliveries`: newest first, optionally one status. */
export async function listIntegrationDeliveries(
  ports: IntegrationDeliveryPorts,
  principal: Principal,
  id: string,
  query: DeliveryListQuery,
) {
  const target = async () => resourceTargetKey('integration', (await requireIntegration(ports, principal, id)).id);
  const view = (d: Delivery) => integrationDeliveryView({ ...d, targetId: id });
  return deliveryPage(ports.deliveries, { kind: 'integration', id }, query, target, view);
}

/** `GET /v1/integrations/{IntegrationID}/deliveries/{did}`: with what was sent (`payload`) and every attempt. */
export async function getIntegrationDelivery(
  ports: IntegrationDeliveryPorts,
  principal: Principal,
  id: string,
  deliveryId: string,
) {
  const integration = await requireIntegration(ports, principal, id);
  const delivery = await ports.deliveries.get(resourceTargetKey('integration', integration.id), deliveryId);
  if (!delivery) throw new NotFoundError('delivery not found', 'did');
  const [attempts, state] = await Promise.all([
    ports.deliveries.attempts(delivery),
    ports.integrationDeliveryStates.get(delivery.id),
  ]);
  return {
    delivery: integrationDeliveryView({ ...delivery, targetId: integration.id }),
    payload: state?.payload ?? {},
    attempts: attempts.map(attemptView),
  };
}

/** `POST …/deliveries/{did}/redeliver`: a new chain of tries of the same delivery (finished steps are kept). */
export async function redeliverIntegrationDelivery(
  ports: IntegrationDeliveryPorts,
  principal: Principal,
  id: string,
  deliveryId: string,
) {
  const integration = await requireIntegration(ports, principal, id);
  const status = integrationStatus(integration, ports.now());
  if (status !== 'active')
    throw new ConflictError(`the integration is ${status}; make it active before redelivering`, 'IntegrationID');
  const restarted = await restartDelivery(
    ports,
    principal,
    resourceTargetKey('integration', integration.id),
    deliveryId,
  );
  return integrationDeliveryView({ ...restarted, targetId: integration.id });
}

/**
 * `POST /v1/integrations/{IntegrationID}/test`: a `submission.created` test event with a sample submission, sent
 * through the same pipeline (delivery record, queue, provider, retries); its outcome shows in the deliveries.
 * Paused integrations can be tested; one still waiting for authorization cannot (409).
 */
export async function testIntegration(ports: IntegrationDeliveryPorts, principal: Principal, id: string) {
  const integration = await requireIntegration(ports, principal, id);
  if (integration.health === 'needs_reauth')
    throw new ConflictError('the integration is waiting for authorization (needs_reauth)', 'IntegrationID');
  const at = ports.now();
  const delivery = newDelivery(
    {
      id: newId('delivery', at.getTime()),
      targetKey: resourceTargetKey('integration', integration.id),
      kind: 'integration',
      tenantId: integration.tenantId,
      formId: integration.formId,
      eventId: newId('event', at.getTime()),
      eventType: 'submission.created',
      eventCreatedAt: at.toISOString(),
      submissionId: null,
      test: true,
    },
    at,
  );
  await ports.deliveries.createOnce(delivery);
  await ports.deliveryQueue.enqueue([deliveryMessage(delivery)]);
  return {
    delivery_id: delivery.id,
    enqueued: true,
    event_id: delivery.eventId,
    event_type: 'submission.created' as const,
    test: true,
  };
}

/**
 * `POST /v1/integrations/{IntegrationID}/replays`: every failed or dead delivery of the integration in a time range
 * sent again (same event ids), as one job. 409 unless the integration is active.
 */
export async function replayIntegrationDeliveries(
  ports: IntegrationDeliveryPorts,
  principal: Principal,
  id: string,
  input: ReplayRequest,
) {
  const integration = await requireIntegration(ports, principal, id);
  const status = integrationStatus(integration, ports.now());
  if (status !== 'active')
    throw new ConflictError(`the integration is ${status}; make it active before replaying`, 'IntegrationID');
  const target = {
    targetKey: resourceTargetKey('integration', integration.id),
    tenantId: principal.tenantId,
    formId: integration.formId,
  };
  return deliveryReplayView(await replayDeliveries(ports, principal, target, input));
}

/** `GET /v1/integrations/{IntegrationID}/replays/{rid}`: a replay's state and counts. */
export async function getIntegrationReplay(
  ports: IntegrationDeliveryPorts,
  principal: Principal,
  id: string,
  rid: string,
) {
  const integration = await requireIntegration(ports, principal, id);
  return deliveryReplayView(await getReplay(ports, resourceTargetKey('integration', integration.id), rid));
}
