import { ConflictError, NotFoundError } from '@shared/domain/errors.js';
import { newId } from '@shared/domain/ids.js';
import { declarationOf } from '@shared/domain/integrations/registry.js';
import { isBridge, sealContext, type Integration } from '@shared/domain/integrations/types.js';
import { INTEGRATION_LIMITS, type CreateIntegrationRequest } from '@shared/domain/schemas/integrations.js';
import type { Principal } from '@shared/domain/tenant.js';
import { requireForm } from './form-access.js';
import { startAuthorization } from './integration-authorization.js';
import {
  checkCredentials,
  integrationView,
  modifyIntegration,
  requireIntegration,
  type IntegrationPorts,
} from './integration-records.js';

/** `GET /v1/forms/{id}/integrations` */
export async function listIntegrations(ports: IntegrationPorts, principal: Principal, formId: string) {
  await requireForm(ports, principal, formId);
  const now = ports.now();
  return (await ports.integrations.listForForm(formId))
    .filter((i) => i.tenantId === principal.tenantId)
    .map((i) => integrationView(i, now));
}

/**
 * `POST /v1/forms/{id}/integrations`: browser-authorization types answer `authorization_required` with the URL to
 * open (status `needs_reauth` until the callback); credential types are checked with the provider first and answer
 * `connected` (`active`); forwarding bridges with an endpoint id are active at once.
 */
export async function createIntegration(
  ports: IntegrationPorts,
  principal: Principal,
  formId: string,
  input: CreateIntegrationRequest,
) {
  await requireForm(ports, principal, formId);
  if ((await ports.integrations.listForForm(formId)).length >= INTEGRATION_LIMITS.perForm)
    throw new ConflictError(`a form has at most ${INTEGRATION_LIMITS.perForm} integrations`);
  const now = ports.now();
  const at = now.toISOString();
  const declaration = declarationOf(input.type);
  const { kind: _kind, ...connection } = ('connection' in input && input.connection) || { kind: null };
  const integration: Integration = {
    id: newId('integration', now.getTime()),
    tenantId: principal.tenantId,
    formId,
    type: input.type,
    label: input.label ?? input.type,
    enabled: input.enabled ?? true,
    config: input.config,
    health: 'active',
    lastStatus: { state: 'connected', at },
    credentials: null,
    pendingStateHash: null,
    destinationKey: declaration.destinationKey?.(connection as Record<string, string>) ?? null,
    createdAt: at,
    updatedAt: at,
    lastDeliveryAt: null,
    version: 1,
  };
  const create = async (i: Integration) => {
    if (!(await ports.integrations.create(i)))
      throw new ConflictError(
        isBridge(i.type)
          ? `this form already has a ${i.type} forwarding bridge`
          : 'this form already has an integration with this account',
        'type',
      );
  };

  if (declaration.connection === 'browser') {
    const { integration: pending, nextAction, saveState } = await startAuthorization(ports, integration, now);
    await create(pending);
    await saveState();
    return {
      status: 'authorization_required' as const,
      integration: integrationView(pending, now),
      next_action: nextAction,
    };
  }
  if (declaration.connection !== 'none') {
    const connected = await checkCredentials(ports, input.type, connection as Record<string, string>);
    integration.credentials = await ports.runtime.secrets.seal(
      JSON.stringify(connected.credentials),
      sealContext(integration),
    );
    integration.lastStatus = { state: 'connected', at, ...connected.connected };
  }
  await create(integration);
  return { status: 'connected' as const, integration: integrationView(integration, now) };
}

/**
 * `PATCH /v1/integrations/{IntegrationID}`: config keys sent replace stored ones; `parseConfig` (the route's
 * validation with the type's schema) checks the merged config. `enabled: true` also clears an `error`.
 */
export async function updateIntegration(
  ports: IntegrationPorts,
  principal: Principal,
  id: string,
  input: { config?: Record<string, unknown>; enabled?: boolean; label?: string },
  parseConfig: (type: Integration['type'], config: Record<string, unknown>) => Record<string, unknown>,
) {
  const now = ports.now();
  const saved = await modifyIntegration(ports, principal, id, (current) => {
    const config = input.config ? parseConfig(current.type, { ...current.config, ...input.config }) : current.config;
    const resumed = input.enabled === true && current.health === 'error';
    return {
      ...current,
      config,
      label: input.label ?? current.label,
      enabled: input.enabled ?? current.enabled,
      health: resumed ? 'active' : current.health,
      lastStatus: resumed
        ? { ...current.lastStatus, state: 'resumed', reason: null, at: now.toISOString() }
        : current.lastStatus,
      updatedAt: now.toISOString(),
    };
  });
  return integrationView(saved, now);
}

/** `DELETE /v1/integrations/{IntegrationID}`; queued deliveries end `dead` ("the integration was deleted"). */
export async function deleteIntegration(ports: IntegrationPorts, principal: Principal, id: string) {
  const integration = await requireIntegration(ports, principal, id);
  if (!(await ports.integrations.delete(integration)))
    throw new NotFoundError('integration not found', 'IntegrationID');
}
