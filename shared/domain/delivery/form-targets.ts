import type { Integration } from '../integrations/types.js';
import type { WebhookEndpoint } from './webhook.js';

/** What fan-out needs of an enabled webhook endpoint to decide whether an event goes to it (no URL, no secret). */
export type WebhookTarget = Pick<WebhookEndpoint, 'id' | 'tenantId' | 'enabled' | 'events' | 'includeSpam'>;

/**
 * What fan-out needs of an integration that may deliver (enabled, healthy): its type and creation time decide
 * whether a bridge has expired by the time of the event. No configuration, no credentials.
 */
export type IntegrationTarget = Pick<Integration, 'id' | 'tenantId' | 'type' | 'createdAt' | 'enabled' | 'health'>;

/** A form's delivery targets as fan-out reads them: the endpoints and integrations that may deliver. */
export interface FormTargets {
  webhooks: WebhookTarget[];
  integrations: IntegrationTarget[];
}

/** The endpoint's entry on its form's targets, or null when it delivers nothing (disabled). */
export const webhookTargetOf = (e: WebhookEndpoint): WebhookTarget | null =>
  e.enabled ? { id: e.id, tenantId: e.tenantId, enabled: true, events: e.events, includeSpam: e.includeSpam } : null;

/**
 * The integration's entry on its form's targets, or null when it delivers nothing until an owner changes it
 * (paused, in error, waiting for authorization). A bridge's expiry is left to the reader, which knows the time.
 */
export const integrationTargetOf = (i: Integration): IntegrationTarget | null =>
  i.enabled && i.health === 'active'
    ? { id: i.id, tenantId: i.tenantId, type: i.type, createdAt: i.createdAt, enabled: true, health: 'active' }
    : null;

/**
 * Port: the delivery targets fan-out reads per queue batch, each kept on one item that every change of what it
 * summarizes writes in the same transaction, so it is never older than its sources.
 */
export interface DeliveryTargetsStore {
  /** The form's targets (strongly consistent; a queue batch's reads by key go in one request). */
  forForm(formId: string): Promise<FormTargets>;
  /** Whether any member of the organization chose to be e-mailed about every new submission. */
  hasSubscribers(tenantId: string): Promise<boolean>;
}
