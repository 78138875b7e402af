import { assertId } from '@shared/domain/ids.js';
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
import { ListWebhookDeliveriesQuerySchema } from '@shared/domain/schemas/webhooks.js';
import { json, noContent } from '@shared/http/response.js';
import type { Route } from '@shared/http/router.js';
import { parseJsonBody, parseQueryParams, parseWith } from '@shared/http/validation.js';
import type { ApiParts } from '../deps.js';
import {
  getIntegrationDelivery,
  listIntegrationDeliveries,
  redeliverIntegrationDelivery,
  testIntegration,
} from '../use-cases/integration-deliveries.js';
import { authorizeIntegration } from '../use-cases/integration-authorization.js';
import {
  createIntegration,
  deleteIntegration,
  listIntegrations,
  updateIntegration,
} from '../use-cases/integrations.js';

type IntegrationStores = 'forms' | 'integrations' | 'oauthStates' | 'integrationDeliveryStates' | 'deliveries';

/** Native integrations of a form, their authorization and deliveries: parse, call the use case, answer. */
export function integrationRoutes(deps: ApiParts<'deliveryQueue' | 'integrationRuntime', IntegrationStores>): Route[] {
  const ports = {
    forms: deps.stores.forms,
    integrations: deps.stores.integrations,
    oauthStates: deps.stores.oauthStates,
    integrationDeliveryStates: deps.stores.integrationDeliveryStates,
    deliveries: deps.stores.deliveries,
    deliveryQueue: deps.deliveryQueue,
    runtime: deps.integrationRuntime,
    allowLoopback: deps.config.allowLoopbackTargets,
    now: deps.now,
  };
  const tags = ['Integrations'];
  const formId = (params: Record<string, string>) => assertId('form', params.id, 'id');
  const iid = (params: Record<string, string>) => assertId('integration', params.IntegrationID, 'IntegrationID');
  const did = (params: Record<string, string>) => assertId('delivery', params.did, 'did');
  const one = '/v1/integrations/{IntegrationID}';
  return [
    {
      method: 'GET',
      path: '/v1/forms/{id}/integrations',
      access: 'credential',
      docs: {
        summary: 'List the native integrations of a form',
        tags,
        params: FormIdParamsSchema,
        success: { status: 200, schema: IntegrationListSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => json(200, await listIntegrations(ports, principal, formId(req.pathParams))),
    },
    {
      method: 'POST',
      path: '/v1/forms/{id}/integrations',
      access: 'credential',
      docs: {
        summary: 'Add a native integration',
        description:
          'chat_a, chat_b, spreadsheet and newsletter answer `authorization_required` with `next_action.url` to open in ' +
          'a browser (status `needs_reauth` until the provider redirects back to `/oauth/{type}/callback`). crm and ' +
          'forward_b are checked with their credentials and answer `connected`. Forwarding bridges (forward_*) stop by ' +
          'themselves 14 days after creation. 409 when the form already has a bridge of that type or a crm integration ' +
          'of that account, or 20 integrations.',
        tags,
        params: FormIdParamsSchema,
        body: CreateIntegrationRequestSchema,
        success: { status: 201, schema: CreateIntegrationResponseSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ req, principal }) => {
        const id = formId(req.pathParams);
        return json(
          201,
          await createIntegration(ports, principal, id, parseJsonBody(req, CreateIntegrationRequestSchema)),
        );
      },
    },
    {
      method: 'PATCH',
      path: one,
      access: 'credential',
      docs: {
        summary: 'Change an integration (enabled:false pauses it)',
        tags,
        params: IntegrationParamsSchema,
        body: UpdateIntegrationRequestSchema,
        success: { status: 200, schema: NativeIntegrationSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ req, principal }) => {
        const id = iid(req.pathParams);
        const body = parseJsonBody(req, UpdateIntegrationRequestSchema);
        const parseConfig = (type: keyof typeof INTEGRATION_CONFIG_SCHEMAS, config: Record<string, unknown>) =>
          parseWith(INTEGRATION_CONFIG_SCHEMAS[type], config, 'config');
        return json(200, await updateIntegration(ports, principal, id, body, parseConfig));
      },
    },
    {
      method: 'DELETE',
      path: one,
      access: 'credential',
      docs: {
        summary: 'Delete an integration (its credentials with it)',
        tags,
        params: IntegrationParamsSchema,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        await deleteIntegration(ports, principal, iid(req.pathParams));
        return noContent();
      },
    },
    {
      method: 'POST',
      path: `${one}/authorize`,
      access: 'credential',
      docs: {
        summary: 'Connect again (after the provider revoked access)',
        description:
          'Browser-authorization types answer a new `next_action` (earlier links stop working); crm and forward_b take ' +
          'a new `connection`, checked before it replaces the stored one.',
        tags,
        params: IntegrationParamsSchema,
        body: AuthorizeIntegrationRequestSchema,
        success: { status: 200, schema: AuthorizeIntegrationResponseSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ req, principal }) => {
        const id = iid(req.pathParams);
        return json(
          200,
          await authorizeIntegration(ports, principal, id, parseJsonBody(req, AuthorizeIntegrationRequestSchema)),
        );
      },
    },
    {
      method: 'POST',
      path: `${one}/test`,
      access: 'credential',
      docs: {
        summary: 'Send a test submission.created event through the delivery pipeline',
        description:
          'Its outcome appears in the deliveries (marked test); forwarding bridges forward a marked test submission.',
        tags,
        params: IntegrationParamsSchema,
        success: { status: 200, schema: TestIntegrationResponseSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ req, principal }) => json(200, await testIntegration(ports, principal, iid(req.pathParams))),
    },
    {
      method: 'GET',
      path: `${one}/deliveries`,
      access: 'credential',
      docs: {
        summary: 'Deliveries to an integration, newest first',
        tags,
        params: IntegrationParamsSchema,
        query: ListWebhookDeliveriesQuerySchema,
        success: { status: 200, schema: IntegrationDeliveryListSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        const id = iid(req.pathParams);
        const query = parseQueryParams(req, ListWebhookDeliveriesQuerySchema);
        return json(200, await listIntegrationDeliveries(ports, principal, id, query));
      },
    },
    {
      method: 'GET',
      path: `${one}/deliveries/{did}`,
      access: 'credential',
      docs: {
        summary: 'One delivery with what was sent and its attempts',
        tags,
        params: IntegrationDeliveryParamsSchema,
        success: { status: 200, schema: IntegrationDeliveryDetailSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) =>
        json(200, await getIntegrationDelivery(ports, principal, iid(req.pathParams), did(req.pathParams))),
    },
    {
      method: 'POST',
      path: `${one}/deliveries/{did}/redeliver`,
      access: 'credential',
      docs: {
        summary: 'Send one delivery again (steps already finished are not repeated)',
        tags,
        params: IntegrationDeliveryParamsSchema,
        success: { status: 202, schema: IntegrationDeliverySchema },
        errors: [400, 404, 409],
      },
      handle: async ({ req, principal }) =>
        json(202, await redeliverIntegrationDelivery(ports, principal, iid(req.pathParams), did(req.pathParams))),
    },
  ];
}
