import { newId } from '@shared/domain/ids.js';
import type { Integration } from '@shared/domain/integrations/types.js';

/**
 * A stored `forward_a` bridge of the form, active and connected (no credentials needed), as the store takes it: what
 * the bench and the tests put straight into the table to have an integration without the API's set-up.
 */
export function bridgeIntegration(tenantId: string, formId: string, changes: Partial<Integration> = {}): Integration {
  const now = new Date().toISOString();
  return {
    id: newId('integration'),
    tenantId,
    formId,
    type: 'forward_a',
    label: 'Bridge',
    enabled: true,
    config: { endpoint_id: 'bench_form' },
    health: 'active',
    lastStatus: {},
    credentials: null,
    pendingStateHash: null,
    destinationKey: null,
    createdAt: now,
    updatedAt: now,
    lastDeliveryAt: null,
    version: 1,
    ...changes,
  };
}
