import * as z from 'zod/mini';
import { defineEntity, described, type EntityOf } from '../entity.js';
import { EVENT_TYPES, type EventType } from '../events.js';

/** Overlap during which the previous secret still signs (both signatures are sent). */
export const SECRET_ROTATION_OVERLAP_MS = 24 * 3600 * 1000;
/** Webhook requests give up after this long (gaps.md). */
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** Bytes of a receiver's response kept on the attempt record. */
export const RESPONSE_EXCERPT_BYTES = 1024;
export const DEFAULT_WEBHOOK_EVENTS: readonly EventType[] = ['submission.created'];

export const WebhookEventTypeSchema = z.enum(EVENT_TYPES).register(z.globalRegistry, { id: 'WebhookEventType' });

const nullableText = () => z.nullable(z.string());

/** A form's webhook endpoint. `secret` and `previousSecret` are plaintext (they sign); never returned after creation. */
export const WebhookEndpointEntity = defineEntity('WebhookEndpoint', {
  id: z.string(),
  tenantId: z.string(),
  formId: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  events: z.array(WebhookEventTypeSchema),
  description: nullableText(),
  includeSpam: described(z.boolean(), 'Also receive `submission.created` for submissions classified as spam.'),
  secret: z.string(),
  secretPrefix: described(z.string(), 'The first characters of the signing secret, to tell secrets apart.'),
  previousSecret: nullableText(),
  /** Until when `previousSecret` still signs. */
  previousSecretUntil: nullableText(),
  disabledReason: described(nullableText(), 'Why the service disabled the endpoint (e.g. it answered 410 Gone).'),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Optimistic-concurrency counter: every write checks and bumps it. */
  version: z.int(),
});
export type WebhookEndpoint = EntityOf<typeof WebhookEndpointEntity>;

/** Fields an owner can change with PATCH. */
export type WebhookChanges = Partial<
  Pick<WebhookEndpoint, 'url' | 'enabled' | 'description' | 'events' | 'includeSpam'>
>;

/** The secrets that sign a request at `now`: the current one, plus the previous one during the overlap. */
export function signingSecrets(endpoint: WebhookEndpoint, now: Date): string[] {
  const overlap =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretUntil !== null &&
    Date.parse(endpoint.previousSecretUntil) > now.getTime();
  return overlap ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** Whether an endpoint wants this event about a submission with this status. */
export function endpointWants(
  endpoint: Pick<WebhookEndpoint, 'enabled' | 'events' | 'includeSpam'>,
  type: EventType,
  submissionStatus: string | undefined,
): boolean {
  if (!endpoint.enabled || !endpoint.events.includes(type)) return false;
  return !(type === 'submission.created' && submissionStatus === 'spam' && !endpoint.includeSpam);
}

/** Port: where webhook endpoints live. Reads by id are scoped to the tenant (another tenant's endpoint is undefined). */
export interface WebhookStore {
  create(endpoint: WebhookEndpoint): Promise<void>;
  /** Every endpoint of a form, oldest first (strongly consistent). */
  listForForm(formId: string): Promise<WebhookEndpoint[]>;
  /** Strongly consistent read when the form is known (the delivery pipeline). */
  get(formId: string, id: string): Promise<WebhookEndpoint | undefined>;
  /** Lookup by id alone (API routes `/v1/webhooks/{wid}`), scoped to the tenant. */
  findById(tenantId: string, id: string): Promise<WebhookEndpoint | undefined>;
  /**
   * Writes `next` if the stored endpoint still has `previous.version` (bumping it); false when it changed meanwhile
   * (re-read and retry) or vanished.
   */
  save(previous: WebhookEndpoint, next: WebhookEndpoint): Promise<boolean>;
  /** Turns the endpoint off and records why (e.g. it answered 410 Gone). */
  disable(formId: string, id: string, reason: string, at: string): Promise<void>;
  /** False when there was nothing to delete. */
  delete(tenantId: string, formId: string, id: string): Promise<boolean>;
}
