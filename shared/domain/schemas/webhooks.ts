import { z } from 'zod';
import { WebhookEndpointEntity, WebhookEventTypeSchema, type WebhookEndpoint } from '../delivery/webhook.js';
import { DeliveryAttemptEntity, DeliveryEntity, type Delivery, type DeliveryAttempt } from '../delivery/targets.js';
import { EVENT_TYPES } from '../events.js';
import { idParam } from './params.js';

/**
 * The webhook contract (spec: WebhookEndpoint, CreateWebhookRequest/Response, UpdateWebhookRequest,
 * RotateWebhookSecretResponse, TestWebhookResponse, WebhookDelivery, WebhookDeliveryAttempt, WebhookDeliveryDetail,
 * WebhookDeliveryList). Additive fields: `events` and `include_spam` on create/update, `include_spam` and
 * `disabled_reason` on the endpoint, `error`/`response_ms` on the test response.
 */
export const WEBHOOK_LIMITS = {
  urlMax: 2048,
  descriptionMax: 500,
  perForm: 20,
  pageDefault: 25,
  pageMax: 100,
} as const;

const UrlSchema = z.string().trim().min(1).max(WEBHOOK_LIMITS.urlMax).meta({
  format: 'uri',
  description: 'Absolute https URL; private, loopback, link-local and metadata addresses are refused.',
});

const EventsSchema = z
  .array(WebhookEventTypeSchema)
  .min(1)
  .max(EVENT_TYPES.length)
  .transform((events) => [...new Set(events)])
  .describe('Event types the endpoint receives; defaults to `["submission.created"]`.');

const DescriptionSchema = z.string().trim().max(WEBHOOK_LIMITS.descriptionMax).nullable();

/** The API's WebhookEndpoint: never the secret. */
const endpointFields = {
  id: true,
  formId: true,
  createdAt: true,
  updatedAt: true,
  url: true,
  enabled: true,
  events: true,
  description: true,
  secretPrefix: true,
  includeSpam: true,
  disabledReason: true,
} as const;
const endpointView = WebhookEndpointEntity.view<WebhookEndpoint, typeof endpointFields>(endpointFields);

export const WebhookEndpointSchema = z.object(endpointView.fields).meta({ id: 'WebhookEndpoint' });
export const webhookView = endpointView.map;

export const WebhookEndpointListSchema = z
  .object({ endpoints: z.array(WebhookEndpointSchema) })
  .meta({ id: 'WebhookEndpointList' });

export const CreateWebhookRequestSchema = z
  .strictObject({
    url: UrlSchema,
    description: DescriptionSchema.optional(),
    events: EventsSchema.optional(),
    include_spam: z.boolean().optional(),
  })
  .meta({ id: 'CreateWebhookRequest' });

export const CreateWebhookResponseSchema = z
  .object({
    endpoint: WebhookEndpointSchema,
    secret: z.string().describe('`whsec_…`; shown only now and at rotation.'),
  })
  .meta({ id: 'CreateWebhookResponse' });

export const UpdateWebhookRequestSchema = z
  .strictObject({
    url: UrlSchema.optional(),
    enabled: z.boolean().optional(),
    description: DescriptionSchema.optional(),
    events: EventsSchema.optional(),
    include_spam: z.boolean().optional(),
  })
  .meta({ id: 'UpdateWebhookRequest' });

export const RotateWebhookSecretResponseSchema = z
  .object({
    secret: z.string(),
    secret_prefix: z.string(),
    overlap_until: z.string().describe('Until then requests carry signatures by both the new and the previous secret.'),
  })
  .meta({ id: 'RotateWebhookSecretResponse' });

export const TestWebhookResponseSchema = z
  .object({
    status_code: z.number().int().describe("The endpoint's HTTP status; 0 when no response arrived (see `error`)."),
    event_id: z.string(),
    event_type: z.enum(['submission.created']),
    test: z.boolean(),
    response_ms: z.number().int().nullable(),
    error: z.string().nullable().describe('Why no response arrived: timeout, refused address, connection failure.'),
  })
  .meta({ id: 'TestWebhookResponse' });

export const DeliveryStatusFilterSchema = z
  .enum(['pending', 'delivered', 'failed', 'dead'])
  .meta({ id: 'DeliveryStatus' });

/** A delivery as the API shows it, with the id of its target (webhook endpoint or integration). */
export type ShownDelivery = Delivery & { targetId: string };

/** The fields every delivery view shows after its id and target id (`skipped` reads as `dead`). */
export const deliveryViewFields = {
  eventId: true,
  eventType: { schema: z.string(), from: (d: ShownDelivery) => d.eventType },
  status: {
    schema: DeliveryStatusFilterSchema,
    from: (d: ShownDelivery) => (d.status === 'skipped' ? ('dead' as const) : d.status),
  },
  attempts: true,
  createdAt: true,
  deliveredAt: true,
  lastAttemptAt: true,
  lastError: true,
  nextAttemptAt: true,
  submissionId: true,
  lastStatusCode: true,
} as const;
export const targetIdField = { schema: z.string(), from: (d: ShownDelivery) => d.targetId };

const webhookDeliveryFields = { id: true, endpointId: targetIdField, ...deliveryViewFields } as const;
const webhookDelivery = DeliveryEntity.view<ShownDelivery, typeof webhookDeliveryFields>(webhookDeliveryFields);
export const WebhookDeliverySchema = z.object(webhookDelivery.fields).meta({ id: 'WebhookDelivery' });
export const webhookDeliveryView = webhookDelivery.map;

const attemptFields = {
  id: true,
  attemptNo: true,
  createdAt: true,
  error: true,
  responseExcerpt: {
    schema: z.string().nullable().describe('The first 1 KB of the response body.'),
    from: (a: DeliveryAttempt) => a.responseExcerpt,
  },
  responseMs: true,
  statusCode: true,
} as const;
const attempt = DeliveryAttemptEntity.view<DeliveryAttempt, typeof attemptFields>(attemptFields);
export const WebhookDeliveryAttemptSchema = z.object(attempt.fields).meta({ id: 'WebhookDeliveryAttempt' });
export const attemptView = attempt.map;

export const WebhookDeliveryDetailSchema = z
  .object({ delivery: WebhookDeliverySchema, attempts: z.array(WebhookDeliveryAttemptSchema) })
  .meta({ id: 'WebhookDeliveryDetail' });

export const WebhookDeliveryListSchema = z
  .object({ deliveries: z.array(WebhookDeliverySchema), next_cursor: z.string().nullable() })
  .meta({ id: 'WebhookDeliveryList' });

export const ListWebhookDeliveriesQuerySchema = z.object({
  status: DeliveryStatusFilterSchema.optional(),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(WEBHOOK_LIMITS.pageMax).default(WEBHOOK_LIMITS.pageDefault),
});

export const WebhookParamsSchema = z.object({ wid: idParam('webhook', 'Webhook endpoint id.') });
export const WebhookDeliveryParamsSchema = z.object({
  wid: idParam('webhook', 'Webhook endpoint id.'),
  did: idParam('delivery', 'Delivery id.'),
});
