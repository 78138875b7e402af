import * as z from 'zod/mini';
import { defineEntity, jsonObject, type EntityOf } from '../entity.js';
import { INTEGRATION_TYPES, isBridge, OAUTH_TYPES } from './registry.js';
/**
 * Native integrations: a form's connection to a chat channel, a spreadsheet, a CRM, a newsletter or a forwarding
 * bridge. The types and what differs between them are declared once, in `registry.ts`.
 */
export { INTEGRATION_TYPES, isBridge, isOAuthType, OAUTH_TYPES } from './registry.js';
export type { IntegrationType, OAuthType } from './registry.js';
export const IntegrationTypeSchema = z.enum(INTEGRATION_TYPES).register(z.globalRegistry, { id: 'IntegrationType' });

/** Forwarding bridges stop by themselves this long after creation. */
export const BRIDGE_LIFETIME_MS = 14 * 86_400_000;

/** How long a browser authorization `state` works. */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;

/** The connection's health, kept by the service; `paused` is derived from `enabled` (and bridge expiry). */
export const INTEGRATION_HEALTH = ['active', 'error', 'needs_reauth'] as const;
export type IntegrationHealth = (typeof INTEGRATION_HEALTH)[number];
export const INTEGRATION_STATUSES = [...INTEGRATION_HEALTH, 'paused'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

const nullableText = () => z.nullable(z.string());

export const IntegrationEntity = defineEntity('Integration', {
  id: z.string(),
  tenantId: z.string(),
  formId: z.string(),
  type: IntegrationTypeSchema,
  label: z.string(),
  enabled: z.boolean(),
  /** The type's validated config (defaults applied; setup may add e.g. spreadsheet_id, audience_id). */
  config: jsonObject(),
  health: z.enum(INTEGRATION_HEALTH),
  /** What happened last (`state`, `reason`, `at`) plus what the connection points at (channel, sheet URL...). */
  lastStatus: jsonObject('What happened last: `state`, `reason`, `at`, and per type what the authorization connected.'),
  /** Sealed (encrypted) provider credentials; null until connected. Never leaves through the API. */
  credentials: nullableText(),
  /** sha256 of the one browser-authorization state that may still complete (older ones are void). */
  pendingStateHash: nullableText(),
  /** Duplicate guard: `<type>#<destination>` unique per form, or null when duplicates are allowed. */
  destinationKey: nullableText(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastDeliveryAt: nullableText(),
  version: z.int(),
});
export type Integration = EntityOf<typeof IntegrationEntity>;

/** What an integration's status is derived from. */
type StatusInputs = Pick<Integration, 'health' | 'enabled' | 'type' | 'createdAt'>;

/** The status the API shows. Authorization missing wins (the owner must act); then paused (by owner or expiry). */
export function integrationStatus(i: StatusInputs, now: Date): IntegrationStatus {
  if (i.health === 'needs_reauth') return 'needs_reauth';
  if (!i.enabled || bridgeExpired(i, now)) return 'paused';
  return i.health;
}

export const bridgeExpiresAt = (i: Pick<Integration, 'createdAt'>) =>
  new Date(Date.parse(i.createdAt) + BRIDGE_LIFETIME_MS);

export const bridgeExpired = (i: Pick<Integration, 'type' | 'createdAt'>, now: Date) =>
  isBridge(i.type) && now.getTime() >= bridgeExpiresAt(i).getTime();

/** Whether the pipeline sends to it now. */
export const integrationDelivers = (i: StatusInputs, now: Date) => integrationStatus(i, now) === 'active';

/** Port: where integrations live. Reads by id are scoped to the tenant (another tenant's is undefined). */
export interface IntegrationStore {
  /** False when the form already has one with the same `destinationKey`. */
  create(integration: Integration): Promise<boolean>;
  listForForm(formId: string): Promise<Integration[]>;
  get(formId: string, id: string): Promise<Integration | undefined>;
  findById(tenantId: string, id: string): Promise<Integration | undefined>;
  /** Writes `next` if the stored version is still `previous.version`; false otherwise. */
  save(previous: Integration, next: Integration): Promise<boolean>;
  /**
   * The pipeline's unconditional outcome write (last status, last delivery time, and a health that stops it: only an
   * owner's save makes it `active` again).
   */
  recordOutcome(
    formId: string,
    id: string,
    outcome: {
      health?: Exclude<IntegrationHealth, 'active'>;
      lastStatus?: Record<string, unknown>;
      lastDeliveryAt?: string;
    },
  ): Promise<void>;
  /** Replaces the sealed credentials (e.g. a refreshed access token). */
  saveCredentials(formId: string, id: string, sealed: string): Promise<void>;
  delete(integration: Integration): Promise<boolean>;
}

/** A pending browser authorization, stored under the hash of its `state`. */
export const OAuthStateEntity = defineEntity('OAuthState', {
  stateHash: z.string(),
  tenantId: z.string(),
  formId: z.string(),
  integrationId: z.string(),
  type: z.enum(OAUTH_TYPES),
  expiresAt: z.string(),
});
export type OAuthState = EntityOf<typeof OAuthStateEntity>;

export interface OAuthStateStore {
  put(state: OAuthState): Promise<void>;
  /** Deletes and returns it (single use): a second call with the same hash gets undefined. */
  consume(stateHash: string): Promise<OAuthState | undefined>;
}

/**
 * Per delivery: what was sent (credentials removed) and how far a multi-step provider got in the delivery's current
 * generation (a manual redeliver starts a new generation, which sends every step again).
 */
export interface IntegrationDeliveryState {
  payload: Record<string, unknown>;
  progress: Record<string, unknown>;
  generation: number;
}

export interface IntegrationDeliveryStateStore {
  get(deliveryId: string): Promise<IntegrationDeliveryState | undefined>;
  put(deliveryId: string, state: IntegrationDeliveryState, expiresAtSeconds: number): Promise<void>;
}

/** Port: seals credentials at rest (KMS in AWS, AES-256-GCM locally), bound to the integration. */
export interface SecretBox {
  seal(plaintext: string, context: Record<string, string>): Promise<string>;
  open(sealed: string, context: Record<string, string>): Promise<string>;
}

export const sealContext = (i: Pick<Integration, 'tenantId' | 'id'>) => ({
  tenant_id: i.tenantId,
  integration_id: i.id,
});
