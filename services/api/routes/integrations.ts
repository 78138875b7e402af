import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import {
  AuthorizeIntegrationResponseSchema,
  CreateIntegrationRequestSchema,
  CreateIntegrationResponseSchema,
  IntegrationDeliveryDetailSchema,
  IntegrationDeliveryListSchema,
  IntegrationDeliveryParamsSchema,
  IntegrationDeliverySchema,
  IntegrationListSchema,
  IntegrationParamsSchema,
  NativeIntegrationSchema,
  TestIntegrationResponseSchema,
  UpdateIntegrationRequestSchema,
  AuthorizeIntegrationRequestSchema,
  INTEGRATION_CONFIG_SCHEMAS,
} from '@shared/domain/schemas/integrations.js';
import { ListWebhookDeliveriesQuerySchema } from '@shared/domain/schemas/deliveries.js';
import {
  DeliveryReplaySchema,
  IntegrationReplayParamsSchema,
  ReplayRequestSchema,
} from '@shared/domain/schemas/delivery-replay.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import { parseWith } from '@shared/http/validation.js';
import type { ApiParts } from '../deps.js';
import {
  getIntegrationDelivery,
  listIntegrationDeliveries,
  redeliverIntegrationDelivery,
  getIntegrationReplay,
  replayIntegrationDeliveries,
  testIntegration,
} from '../use-cases/integration-deliveries.js';
import { authorizeIntegration } from '../use-cases/integration-authorization.js';
import {
  createIntegration,
  deleteIntegration,
  listIntegrations,
  updateIntegration,
} from '../use-cases/integrations.js';

type IntegrationStores =
  | 'forms'
  | 'integrations'
  | 'oauthStates'
  | 'integrationDeliveryStates'
  | 'deliveries'
  | 'timeline'
  | 'deliveryReplays';

/** Native integrations of a form, their authorization and deliveries: parse, call the use case, answer. */
export function integrationRoutes(deps: ApiParts<'deliveryQueue' | 'integrationRuntime', IntegrationStores>): Route[] {
  const ports = {
    forms: deps.stores.forms,
    integrations: deps.stores.integrations,
    oauthStates: deps.stores.oauthStates,
    integrationDeliveryStates: deps.stores.integrationDeliveryStates,
    deliveries: deps.stores.deliveries,
    timeline: deps.stores.timeline,
    replays: deps.stores.deliveryReplays,
    deliveryQueue: deps.deliveryQueue,
    runtime: deps.integrationRuntime,
    allowLoopback: deps.config.allowLoopbackTargets,
    now: deps.now,
  };
  const tags = ['Integrations'];
  const one = '/v1/integrations/{IntegrationID}';
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/forms/{id}/integrations',
      access: 'credential',
      params: FormIdParamsSchema,
      docs: {
        summary: 'List the native integrations of a form',
        description: 'Never a credential.',
        tags,
        success: { status: 200, schema: IntegrationListSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => json(200, await listIntegrations(ports, principal, params.id)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/forms/{id}/integrations',
      access: 'credential',
      params: FormIdParamsSchema,
      body: CreateIntegrationRequestSchema,
      docs: {
        summary: 'Add a native integration',
        description:
          'chat_a, chat_b, spreadsheet and newsletter answer `authorization_required` with `next_action.url` to open in ' +
          'a browser (status `needs_reauth` until the provider redirects back to `/oauth/{type}/callback`). crm and ' +
          'forward_b are checked with their credentials and answer `connected`. Forwarding bridges (forward_*) stop by ' +
          'themselves 14 days after creation. 409 when the form already has a bridge of that type or a crm integration ' +
          'of that account, or 20 integrations.',
        tags,
        success: { status: 201, schema: CreateIntegrationResponseSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params, body }) =>
        json(201, await createIntegration(ports, principal, params.id, body)),
    }),
    defineRoute({
      method: 'PATCH',
      path: one,
      access: 'credential',
      params: IntegrationParamsSchema,
      body: UpdateIntegrationRequestSchema,
      docs: {
        summary: 'Change an integration (enabled:false pauses it)',
        description:
          "Only the fields sent change; `config` is checked against the integration's type. 409 when it kept changing meanwhile (retry).",
        tags,
        success: { status: 200, schema: NativeIntegrationSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params, body }) => {
        const parseConfig = (type: keyof typeof INTEGRATION_CONFIG_SCHEMAS, config: Record<string, unknown>) =>
          parseWith(INTEGRATION_CONFIG_SCHEMAS[type], config, 'config');
        return json(200, await updateIntegration(ports, principal, params.IntegrationID, body, parseConfig));
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: one,
      access: 'credential',
      params: IntegrationParamsSchema,
      docs: {
        summary: 'Delete an integration (its credentials with it)',
        description: 'Its stored credentials are deleted with it; it receives no further deliveries.',
        tags,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => {
        await deleteIntegration(ports, principal, params.IntegrationID);
        return noContent();
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${one}/authorize`,
      access: 'credential',
      params: IntegrationParamsSchema,
      body: AuthorizeIntegrationRequestSchema,
      docs: {
        summary: 'Connect again (after the provider revoked access)',
        description:
          'Browser-authorization types answer a new `next_action` (earlier links stop working); crm and forward_b take ' +
          'a new `connection`, checked before it replaces the stored one.',
        tags,
        success: { status: 200, schema: AuthorizeIntegrationResponseSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params, body }) =>
        json(200, await authorizeIntegration(ports, principal, params.IntegrationID, body)),
    }),
    defineRoute({
      method: 'POST',
      path: `${one}/test`,
      access: 'credential',
      params: IntegrationParamsSchema,
      docs: {
        summary: 'Send a test submission.created event through the delivery pipeline',
        description:
          'Its outcome appears in the deliveries (marked test); forwarding bridges forward a marked test submission.',
        tags,
        success: { status: 200, schema: TestIntegrationResponseSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params }) => json(200, await testIntegration(ports, principal, params.IntegrationID)),
    }),
    defineRoute({
      method: 'GET',
      path: `${one}/deliveries`,
      access: 'credential',
      params: IntegrationParamsSchema,
      query: ListWebhookDeliveriesQuerySchema,
      docs: {
        summary: 'Deliveries to an integration, newest first',
        description: '`status` filters; `cursor` and `limit` page.',
        tags,
        success: { status: 200, schema: IntegrationDeliveryListSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params, query }) =>
        json(200, await listIntegrationDeliveries(ports, principal, params.IntegrationID, query)),
    }),
    defineRoute({
      method: 'GET',
      path: `${one}/deliveries/{did}`,
      access: 'credential',
      params: IntegrationDeliveryParamsSchema,
      docs: {
        summary: 'One delivery with what was sent and its attempts',
        description: 'What was sent has its credentials removed.',
        tags,
        success: { status: 200, schema: IntegrationDeliveryDetailSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) =>
        json(200, await getIntegrationDelivery(ports, principal, params.IntegrationID, params.did)),
    }),
    defineRoute({
      method: 'POST',
      path: `${one}/deliveries/{did}/redeliver`,
      access: 'credential',
      params: IntegrationDeliveryParamsSchema,
      docs: {
        summary: 'Send one delivery again (steps already finished are not repeated)',
        description: '409 when the integration is not active or waits for authorization.',
        tags,
        success: { status: 202, schema: IntegrationDeliverySchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params }) =>
        json(202, await redeliverIntegrationDelivery(ports, principal, params.IntegrationID, params.did)),
    }),
    defineRoute({
      method: 'POST',
      path: `${one}/replays`,
      access: 'credential',
      params: IntegrationParamsSchema,
      body: ReplayRequestSchema,
      docs: {
        summary: 'Send every failed or dead delivery in a time range again, as one job',
        description:
          'Each delivery keeps its event id and starts a new chain of tries; deliveries that changed meanwhile are ' +
          'left alone, so repeating the request queues nothing twice. 409 when the integration is not active.',
        tags,
        success: { status: 200, schema: DeliveryReplaySchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params, body }) =>
        json(200, await replayIntegrationDeliveries(ports, principal, params.IntegrationID, body)),
    }),
    defineRoute({
      method: 'GET',
      path: `${one}/replays/{rid}`,
      access: 'credential',
      params: IntegrationReplayParamsSchema,
      docs: {
        summary: "A replay's state and counts",
        description: 'Counts grow while it runs.',
        tags,
        success: { status: 200, schema: DeliveryReplaySchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) =>
        json(200, await getIntegrationReplay(ports, principal, params.IntegrationID, params.rid)),
    }),
  ];
}
