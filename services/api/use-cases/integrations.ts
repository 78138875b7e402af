import { createHash } from 'node:crypto';
import { ConnectError, type Connected, type IntegrationRuntime } from '@shared/domain/integrations/driver.js';
import { targetUrlProblem } from '@shared/domain/delivery/address-policy.js';
import { ConflictError, NotFoundError, ValidationError } from '@shared/domain/errors.js';
import type { FormStore } from '@shared/domain/form.js';
import { newId } from '@shared/domain/ids.js';
import {
  bridgeExpired,
  bridgeExpiresAt,
  integrationStatus,
  isBridge,
  isOAuthType,
  sealContext,
  type Integration,
  type IntegrationStore,
  type OAuthStateStore,
} from '@shared/domain/integrations/types.js';
import { OutboundError } from '@shared/domain/outbound.js';
import {
  INTEGRATION_LIMITS,
  shownIntegrationView,
  type CreateIntegrationRequest,
} from '@shared/domain/schemas/integrations.js';
import type { Principal } from '@shared/domain/tenant.js';
import { requireForm } from './form-access.js';
import { startAuthorization } from './integration-authorization.js';

export interface IntegrationPorts {
  forms: Pick<FormStore, 'get'>;
  integrations: IntegrationStore;
  oauthStates: OAuthStateStore;
  runtime: IntegrationRuntime;
  /** `config.allowLoopbackTargets`: the local service accepts loopback provider URLs. */
  allowLoopback: boolean;
  now(): Date;
}

/** The API's NativeIntegration: never credentials; bridges say when they stop (or stopped). */
export function integrationView(i: Integration, now: Date) {
  const lastStatus: Record<string, unknown> = { ...i.lastStatus };
  if (isBridge(i.type)) {
    lastStatus.expires_at = bridgeExpiresAt(i).toISOString();
    if (bridgeExpired(i, now)) {
      lastStatus.state = 'expired';
      lastStatus.reason = 'the forwarding bridge stopped by itself 14 days after it was created';
    }
  }
  return shownIntegrationView({ ...i, lastStatus, status: integrationStatus(i, now) });
}

/** The caller's integration by id, or 404 naming `IntegrationID` (another tenant's looks the same as none). */
export async function requireIntegration(
  ports: { integrations: Pick<IntegrationStore, 'findById'> },
  principal: Principal,
  id: string,
): Promise<Integration> {
  const found = await ports.integrations.findById(principal.tenantId, id);
  if (!found) throw new NotFoundError('integration not found', 'IntegrationID');
  return found;
}

const MAX_WRITE_RACES = 3;

/** Read-modify-write under the item's version (the pipeline may record an outcome in between). */
export async function modifyIntegration(
  ports: Pick<IntegrationPorts, 'integrations'>,
  principal: Principal,
  id: string,
  change: (current: Integration) => Integration | Promise<Integration>,
): Promise<Integration> {
  for (let race = 0; race < MAX_WRITE_RACES; race++) {
    const current = await requireIntegration(ports, principal, id);
    const next = await change(current);
    if (await ports.integrations.save(current, next)) return { ...next, version: current.version + 1 };
  }
  throw new ConflictError('the integration is being changed concurrently; try again', 'IntegrationID');
}

/**
 * Duplicates that conflict (409): a second forwarding bridge of the same type on a form, and a second CRM
 * integration of the same account on a form. Chat channels, sheets and audiences may repeat (several channels
 * or sheets per form are legitimate, and the destination is only known after authorization).
 */
function destinationKeyOf(input: CreateIntegrationRequest): string | null {
  if (isBridge(input.type)) return input.type;
  if (input.type === 'crm') {
    const account = new URL(input.connection.api_url).host.toLowerCase();
    return `crm#${createHash('sha256').update(account).digest('hex').slice(0, 32)}`;
  }
  return null;
}

/** Validates credentials with the provider; refusals become 400 naming the connection field, nothing stored. */
export async function checkCredentials(
  ports: Pick<IntegrationPorts, 'runtime' | 'allowLoopback'>,
  type: Integration['type'],
  connection: Record<string, string>,
): Promise<Connected> {
  if (connection.api_url !== undefined) {
    const problem = targetUrlProblem(connection.api_url, { allowLoopback: ports.allowLoopback });
    if (problem) throw new ValidationError(`connection.api_url ${problem}`, 'connection.api_url');
  }
  const driver = ports.runtime.drivers[type];
  const secretField = type === 'crm' ? 'connection.api_key' : 'connection.access_key';
  try {
    return await driver.validate!(ports.runtime.driverDeps, connection);
  } catch (error) {
    if (error instanceof ConnectError)
      throw new ValidationError(
        `credentials refused: ${error.message}`,
        error.refused ? secretField : 'connection.api_url',
      );
    if (error instanceof OutboundError)
      throw new ValidationError(`connection.api_url could not be reached (${error.message})`, 'connection.api_url');
    throw error;
  }
}

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
    destinationKey: destinationKeyOf(input),
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

  if (isOAuthType(input.type)) {
    const { integration: pending, nextAction, saveState } = await startAuthorization(ports, integration, now);
    await create(pending);
    await saveState();
    return {
      status: 'authorization_required' as const,
      integration: integrationView(pending, now),
      next_action: nextAction,
    };
  }
  if ('connection' in input && input.connection) {
    const { kind: _kind, ...connection } = input.connection;
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
