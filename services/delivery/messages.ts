import * as z from 'zod/mini';
import { DeliveryMessageSchema, type DeliveryMessage } from '@shared/domain/delivery/deliveries.js';
import { SubmissionEventSchema, type SubmissionEvent } from '@shared/domain/events.js';

/** Queue message bodies, validated before any use case sees them. */
const parseBody = <S extends z.ZodMiniType>(schema: S, body: string): z.output<S> => schema.parse(JSON.parse(body));

/** Throws (the record is then retried, and ends in the dead-letter queue) when the body is not a SubmissionEvent. */
export const parseSubmissionEvent = (body: string): SubmissionEvent => parseBody(SubmissionEventSchema, body);
export const parseDeliveryMessage = (body: string): DeliveryMessage => parseBody(DeliveryMessageSchema, body);
