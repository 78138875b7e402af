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
import {
  DeliveryReplaySchema,
  ReplayRequestSchema,
  WebhookReplayParamsSchema,
} from '@shared/domain/schemas/delivery-replay.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import {
  getWebhookDelivery,
  listWebhookDeliveries,
  getWebhookReplay,
  redeliverWebhookDelivery,
  replayWebhookDeliveries,
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
  deps: ApiParts<
    'deliveryQueue' | 'outbound',
    'deliveries' | 'forms' | 'submissions' | 'webhooks' | 'timeline' | 'deliveryReplays'
  >,
): Route[] {
  const ports = {
    forms: deps.stores.forms,
    submissions: deps.stores.submissions,
    webhooks: deps.stores.webhooks,
    deliveries: deps.stores.deliveries,
    timeline: deps.stores.timeline,
    replays: deps.stores.deliveryReplays,
    deliveryQueue: deps.deliveryQueue,
    outbound: deps.outbound,
    allowLoopback: deps.config.allowLoopbackTargets,
    now: deps.now,
  };
  const tags = ['Webhooks'];
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/forms/{id}/webhooks',
      access: 'credential',
      params: FormIdParamsSchema,
      docs: {
        summary: 'List the webhook endpoints of a form',
        description: 'Never a signing secret.',
        tags,
        success: { status: 200, schema: WebhookEndpointListSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => json(200, await listWebhooks(ports, principal, params.id)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/forms/{id}/webhooks',
      access: 'credential',
      params: FormIdParamsSchema,
      body: CreateWebhookRequestSchema,
      docs: {
        summary: 'Add a webhook endpoint; its signing secret is returned only now',
        description:
          'Requests are signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`).',
        tags,
        success: { status: 201, schema: CreateWebhookResponseSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params, body }) => json(201, await createWebhook(ports, principal, params.id, body)),
    }),
    defineRoute({
      method: 'PATCH',
      path: '/v1/webhooks/{wid}',
      access: 'credential',
      params: WebhookParamsSchema,
      body: UpdateWebhookRequestSchema,
      docs: {
        summary: 'Change a webhook endpoint',
        description: 'Only the fields sent change. 409 when the endpoint kept changing meanwhile (retry).',
        tags,
        success: { status: 200, schema: WebhookEndpointSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params, body }) => json(200, await updateWebhook(ports, principal, params.wid, body)),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/webhooks/{wid}',
      access: 'credential',
      params: WebhookParamsSchema,
      docs: {
        summary: 'Delete a webhook endpoint',
        description: 'It receives no further deliveries.',
        tags,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => {
        await deleteWebhook(ports, principal, params.wid);
        return noContent();
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/webhooks/{wid}/test',
      access: 'credential',
      params: WebhookParamsSchema,
      docs: {
        summary: 'Send a signed test event now and report the answer',
        description:
          "The event is sent now, outside the delivery queue, built from the form's newest submission in the inbox " +
          '(a sample when it has none; `source` says which) and marked `test: true`. The answer carries the ' +
          "endpoint's HTTP status (0 when no response arrived), response headers, the start of its body and the time.",
        tags,
        success: { status: 200, schema: TestWebhookResponseSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => json(200, await testWebhook(ports, principal, params.wid)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/webhooks/{wid}/rotate-secret',
      access: 'credential',
      params: WebhookParamsSchema,
      docs: {
        summary: 'Replace the signing secret; the previous one keeps signing for 24 hours',
        description: 'The new secret is answered only now. 409 when the endpoint kept changing meanwhile (retry).',
        tags,
        success: { status: 200, schema: RotateWebhookSecretResponseSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params }) => json(200, await rotateWebhookSecret(ports, principal, params.wid)),
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/webhooks/{wid}/deliveries',
      access: 'credential',
      params: WebhookParamsSchema,
      query: ListWebhookDeliveriesQuerySchema,
      docs: {
        summary: 'Deliveries to a webhook endpoint, newest first',
        description: '`status` filters; `cursor` and `limit` page.',
        tags,
        success: { status: 200, schema: WebhookDeliveryListSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params, query }) =>
        json(200, await listWebhookDeliveries(ports, principal, params.wid, query)),
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/webhooks/{wid}/deliveries/{did}',
      access: 'credential',
      params: WebhookDeliveryParamsSchema,
      docs: {
        summary: 'One delivery with its attempts',
        description: 'The delivery and each of its attempts.',
        tags,
        success: { status: 200, schema: WebhookDeliveryDetailSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) =>
        json(200, await getWebhookDelivery(ports, principal, params.wid, params.did)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/webhooks/{wid}/deliveries/{did}/redeliver',
      access: 'credential',
      params: WebhookDeliveryParamsSchema,
      docs: {
        summary: 'Send one delivery again (same event id; a new chain of tries)',
        description: '409 when the endpoint is disabled.',
        tags,
        success: { status: 202, schema: WebhookDeliverySchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params }) =>
        json(202, await redeliverWebhookDelivery(ports, principal, params.wid, params.did)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/webhooks/{wid}/replays',
      access: 'credential',
      params: WebhookParamsSchema,
      body: ReplayRequestSchema,
      docs: {
        summary: 'Send every failed or dead delivery in a time range again, as one job',
        description:
          'Each delivery keeps its event id (the same `webhook-id`) and starts a new chain of tries; deliveries that ' +
          'changed meanwhile are left alone, so repeating the request queues nothing twice. 409 when the endpoint is ' +
          'disabled.',
        tags,
        success: { status: 200, schema: DeliveryReplaySchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params, body }) =>
        json(200, await replayWebhookDeliveries(ports, principal, params.wid, body)),
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/webhooks/{wid}/replays/{rid}',
      access: 'credential',
      params: WebhookReplayParamsSchema,
      docs: {
        summary: "A replay's state and counts",
        description: 'Counts grow while it runs.',
        tags,
        success: { status: 200, schema: DeliveryReplaySchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) =>
        json(200, await getWebhookReplay(ports, principal, params.wid, params.rid)),
    }),
  ];
}
