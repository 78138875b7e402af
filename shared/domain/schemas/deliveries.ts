import * as z from 'zod/mini';
import { DeliveryAttemptEntity, type Delivery, type DeliveryAttempt } from '../delivery/targets.js';
import { described, withMeta } from './meta.js';

/**
 * What webhook and integration deliveries share in the contract: the status filter, a delivery's fields after its id
 * and target id, a try (WebhookDeliveryAttempt) and the list query. Their own module, so that a function serving one
 * kind of target does not carry the other's schemas.
 */
export const DELIVERY_PAGE = { default: 25, max: 100 } as const;

export const DeliveryStatusFilterSchema = withMeta(z.enum(['pending', 'delivered', 'failed', 'dead']), {
  id: 'DeliveryStatus',
});

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

const attemptFields = {
  id: true,
  attemptNo: true,
  createdAt: true,
  error: true,
  responseExcerpt: {
    schema: described(z.nullable(z.string()), 'The first 1 KB of the response body.'),
    from: (a: DeliveryAttempt) => a.responseExcerpt,
  },
  responseMs: true,
  statusCode: true,
} as const;
const attempt = DeliveryAttemptEntity.view<DeliveryAttempt, typeof attemptFields>(attemptFields);
export const WebhookDeliveryAttemptSchema = withMeta(z.object(attempt.fields), { id: 'WebhookDeliveryAttempt' });
export const attemptView = attempt.map;

export const ListWebhookDeliveriesQuerySchema = z.object({
  status: z.optional(DeliveryStatusFilterSchema),
  cursor: z.optional(z.string().check(z.maxLength(512))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(DELIVERY_PAGE.max)),
    DELIVERY_PAGE.default,
  ),
});
