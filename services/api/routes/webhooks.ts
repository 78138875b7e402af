import { assertId } from '@shared/domain/ids.js';
import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import {
  CreateWebhookRequestSchema,
  CreateWebhookResponseSchema,
  ListWebhookDeliveriesQuerySchema,
  RotateWebhookSecretResponseSchema,
  TestWebhookResponseSchema,
  UpdateWebhookRequestSchema,
  WebhookDeliveryDetailSchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookParamsSchema,
} from '@shared/domain/schemas/webhooks.js';
import { json, noContent } from '@shared/http/response.js';
import type { Route } from '@shared/http/router.js';
import { parseJsonBody, parseQueryParams } from '@shared/http/validation.js';
import type { ApiParts } from '../deps.js';
import {
  getWebhookDelivery,
  listWebhookDeliveries,
  redeliverWebhookDelivery,
} from '../use-cases/webhook-deliveries.js';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  rotateWebhookSecret,
  testWebhook,
  updateWebhook,
} from '../use-cases/webhooks.js';

/** Webhook endpoints of a form, and their deliveries: parse, call the use case, answer. */
export function webhookRoutes(
  deps: ApiParts<'deliveryQueue' | 'outbound', 'deliveries' | 'forms' | 'webhooks'>,
): Route[] {
  const ports = {
    forms: deps.stores.forms,
    webhooks: deps.stores.webhooks,
    deliveries: deps.stores.deliveries,
    deliveryQueue: deps.deliveryQueue,
    outbound: deps.outbound,
    allowLoopback: deps.config.allowLoopbackTargets,
    now: deps.now,
  };
  const tags = ['Webhooks'];
  const formId = (params: Record<string, string>) => assertId('form', params.id, 'id');
  const wid = (params: Record<string, string>) => assertId('webhook', params.wid, 'wid');
  const did = (params: Record<string, string>) => assertId('delivery', params.did, 'did');
  return [
    {
      method: 'GET',
      path: '/v1/forms/{id}/webhooks',
      access: 'credential',
      docs: {
        summary: 'List the webhook endpoints of a form',
        tags,
        params: FormIdParamsSchema,
        success: { status: 200, schema: WebhookEndpointListSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => json(200, await listWebhooks(ports, principal, formId(req.pathParams))),
    },
    {
      method: 'POST',
      path: '/v1/forms/{id}/webhooks',
      access: 'credential',
      docs: {
        summary: 'Add a webhook endpoint; its signing secret is returned only now',
        description:
          'Requests are signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`).',
        tags,
        params: FormIdParamsSchema,
        body: CreateWebhookRequestSchema,
        success: { status: 201, schema: CreateWebhookResponseSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ req, principal }) => {
        const id = formId(req.pathParams);
        return json(201, await createWebhook(ports, principal, id, parseJsonBody(req, CreateWebhookRequestSchema)));
      },
    },
    {
      method: 'PATCH',
      path: '/v1/webhooks/{wid}',
      access: 'credential',
      docs: {
        summary: 'Change a webhook endpoint',
        tags,
        params: WebhookParamsSchema,
        body: UpdateWebhookRequestSchema,
        success: { status: 200, schema: WebhookEndpointSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        const id = wid(req.pathParams);
        return json(200, await updateWebhook(ports, principal, id, parseJsonBody(req, UpdateWebhookRequestSchema)));
      },
    },
    {
      method: 'DELETE',
      path: '/v1/webhooks/{wid}',
      access: 'credential',
      docs: {
        summary: 'Delete a webhook endpoint',
        tags,
        params: WebhookParamsSchema,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        await deleteWebhook(ports, principal, wid(req.pathParams));
        return noContent();
      },
    },
    {
      method: 'POST',
      path: '/v1/webhooks/{wid}/test',
      access: 'credential',
      docs: {
        summary: 'Send a signed test event now and report the answer',
        tags,
        params: WebhookParamsSchema,
        success: { status: 200, schema: TestWebhookResponseSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => json(200, await testWebhook(ports, principal, wid(req.pathParams))),
    },
    {
      method: 'POST',
      path: '/v1/webhooks/{wid}/rotate-secret',
      access: 'credential',
      docs: {
        summary: 'Replace the signing secret; the previous one keeps signing for 24 hours',
        tags,
        params: WebhookParamsSchema,
        success: { status: 200, schema: RotateWebhookSecretResponseSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => json(200, await rotateWebhookSecret(ports, principal, wid(req.pathParams))),
    },
    {
      method: 'GET',
      path: '/v1/webhooks/{wid}/deliveries',
      access: 'credential',
      docs: {
        summary: 'Deliveries to a webhook endpoint, newest first',
        tags,
        params: WebhookParamsSchema,
        query: ListWebhookDeliveriesQuerySchema,
        success: { status: 200, schema: WebhookDeliveryListSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        const id = wid(req.pathParams);
        return json(
          200,
          await listWebhookDeliveries(ports, principal, id, parseQueryParams(req, ListWebhookDeliveriesQuerySchema)),
        );
      },
    },
    {
      method: 'GET',
      path: '/v1/webhooks/{wid}/deliveries/{did}',
      access: 'credential',
      docs: {
        summary: 'One delivery with its attempts',
        tags,
        params: WebhookDeliveryParamsSchema,
        success: { status: 200, schema: WebhookDeliveryDetailSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) =>
        json(200, await getWebhookDelivery(ports, principal, wid(req.pathParams), did(req.pathParams))),
    },
    {
      method: 'POST',
      path: '/v1/webhooks/{wid}/deliveries/{did}/redeliver',
      access: 'credential',
      docs: {
        summary: 'Send one delivery again (same event id; a new chain of tries)',
        tags,
        params: WebhookDeliveryParamsSchema,
        success: { status: 202, schema: WebhookDeliverySchema },
        errors: [400, 404, 409],
      },
      handle: async ({ req, principal }) =>
        json(202, await redeliverWebhookDelivery(ports, principal, wid(req.pathParams), did(req.pathParams))),
    },
  ];
}
