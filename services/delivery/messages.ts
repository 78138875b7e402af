import { z } from 'zod';
import type { DeliveryMessage } from '@shared/domain/delivery/deliveries.js';
import { EVENT_TYPES, type SubmissionEvent } from '@shared/domain/events.js';

/** Queue message bodies, validated before any use case sees them. */
const SubmissionEventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(EVENT_TYPES),
  created_at: z.string().min(1),
  tenant_id: z.string().min(1),
  form_id: z.string().min(1),
  submission_id: z.string().min(1),
  test: z.boolean().optional(),
  targets: z.array(z.string()).optional(),
});

const DeliveryMessageSchema = z.object({
  target_key: z.string().min(1),
  delivery_id: z.string().min(1),
  generation: z.number().int().min(0),
  base_attempts: z.number().int().min(0),
});

const parseBody = <T>(schema: z.ZodType<T>, body: string): T => schema.parse(JSON.parse(body));

/** Throws (the record is then retried, and ends in the dead-letter queue) when the body is not a SubmissionEvent. */
export const parseSubmissionEvent = (body: string): SubmissionEvent => parseBody(SubmissionEventSchema, body);
export const parseDeliveryMessage = (body: string): DeliveryMessage => parseBody(DeliveryMessageSchema, body);
