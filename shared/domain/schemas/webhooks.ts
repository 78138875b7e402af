import * as z from 'zod/mini';
import { WebhookEndpointEntity, WebhookEventTypeSchema, type WebhookEndpoint } from '../delivery/webhook.js';
import { DeliveryEntity } from '../delivery/targets.js';
import { EVENT_TYPES } from '../events.js';
import { described, withMeta } from './meta.js';
import { idParam } from './params.js';
import {
  DELIVERY_PAGE,
  deliveryViewFields,
  targetIdField,
  WebhookDeliveryAttemptSchema,
  type ShownDelivery,
} from './deliveries.js';

export {
  attemptView,
  deliveryViewFields,
  DeliveryStatusFilterSchema,
  ListWebhookDeliveriesQuerySchema,
  targetIdField,
  WebhookDeliveryAttemptSchema,
  type ShownDelivery,
} from './deliveries.js';

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
  pageDefault: DELIVERY_PAGE.default,
  pageMax: DELIVERY_PAGE.max,
} as const;

const UrlSchema = withMeta(z.string().check(z.trim(), z.minLength(1), z.maxLength(WEBHOOK_LIMITS.urlMax)), {
  format: 'uri',
  description: 'Absolute https URL; private, loopback, link-local and metadata addresses are refused.',
});

const EventsSchema = described(
  z.pipe(
    z.array(WebhookEventTypeSchema).check(z.minLength(1), z.maxLength(EVENT_TYPES.length)),
    z.transform((events) => [...new Set(events)]),
  ),
  'Event types the endpoint receives; defaults to `["submission.created"]`.',
);

const DescriptionSchema = z.nullable(z.string().check(z.trim(), z.maxLength(WEBHOOK_LIMITS.descriptionMax)));

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

export const WebhookEndpointSchema = withMeta(z.object(endpointView.fields), { id: 'WebhookEndpoint' });
export const webhookView = endpointView.map;

export const WebhookEndpointListSchema = withMeta(z.object({ endpoints: z.array(WebhookEndpointSchema) }), {
  id: 'WebhookEndpointList',
});

export const CreateWebhookRequestSchema = withMeta(
  z.strictObject({
    url: UrlSchema,
    description: z.optional(DescriptionSchema),
    events: z.optional(EventsSchema),
    include_spam: z.optional(z.boolean()),
  }),
  { id: 'CreateWebhookRequest' },
);

export const CreateWebhookResponseSchema = withMeta(
  z.object({
    endpoint: WebhookEndpointSchema,
    secret: described(z.string(), '`whsec_…`; shown only now and at rotation.'),
  }),
  { id: 'CreateWebhookResponse' },
);

export const UpdateWebhookRequestSchema = withMeta(
  z.strictObject({
    url: z.optional(UrlSchema),
    enabled: z.optional(z.boolean()),
    description: z.optional(DescriptionSchema),
    events: z.optional(EventsSchema),
    include_spam: z.optional(z.boolean()),
  }),
  { id: 'UpdateWebhookRequest' },
);

export const RotateWebhookSecretResponseSchema = withMeta(
  z.object({
    secret: z.string(),
    secret_prefix: z.string(),
    overlap_until: described(
      z.string(),
      'Until then requests carry signatures by both the new and the previous secret.',
    ),
  }),
  { id: 'RotateWebhookSecretResponse' },
);

export const TestWebhookResponseSchema = withMeta(
  z.object({
    status_code: described(
      z.number().check(z.int()),
      "The endpoint's HTTP status; 0 when no response arrived (see `error`).",
    ),
    event_id: z.string(),
    event_type: z.enum(['submission.created']),
    test: z.boolean(),
    response_ms: z.nullable(z.number().check(z.int())),
    source: described(
      z.enum(['latest_submission', 'sample']),
      "`latest_submission`: built from the form's newest submission in the inbox; `sample`: the form has none, so a sample submission was sent.",
    ),
    submission_id: described(z.nullable(z.string()), 'The submission the event was built from (null for the sample).'),
    response_headers: described(
      z.record(z.string(), z.string()),
      "The endpoint's response headers (at most 30, each value cut at 200 characters); empty when no response arrived.",
    ),
    response_excerpt: described(z.nullable(z.string()), 'The start of the response body (at most 1 KiB).'),
    error: described(z.nullable(z.string()), 'Why no response arrived: timeout, refused address, connection failure.'),
  }),
  { id: 'TestWebhookResponse' },
);

const webhookDeliveryFields = { id: true, endpointId: targetIdField, ...deliveryViewFields } as const;
const webhookDelivery = DeliveryEntity.view<ShownDelivery, typeof webhookDeliveryFields>(webhookDeliveryFields);
export const WebhookDeliverySchema = withMeta(z.object(webhookDelivery.fields), { id: 'WebhookDelivery' });
export const webhookDeliveryView = webhookDelivery.map;

export const WebhookDeliveryDetailSchema = withMeta(
  z.object({ delivery: WebhookDeliverySchema, attempts: z.array(WebhookDeliveryAttemptSchema) }),
  { id: 'WebhookDeliveryDetail' },
);

export const WebhookDeliveryListSchema = withMeta(
  z.object({ deliveries: z.array(WebhookDeliverySchema), next_cursor: z.nullable(z.string()) }),
  { id: 'WebhookDeliveryList' },
);

export const WebhookParamsSchema = z.object({ wid: idParam('webhook', 'Webhook endpoint id.') });
export const WebhookDeliveryParamsSchema = z.object({
  wid: idParam('webhook', 'Webhook endpoint id.'),
  did: idParam('delivery', 'Delivery id.'),
});
