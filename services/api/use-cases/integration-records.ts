import { ConnectError, type Connected, type IntegrationRuntime } from '@shared/domain/integrations/driver.js';
import { targetUrlProblem } from '@shared/domain/delivery/address-policy.js';
import { ConflictError, NotFoundError, ValidationError } from '@shared/domain/errors.js';
import type { FormStore } from '@shared/domain/form.js';
import {
  bridgeExpired,
  bridgeExpiresAt,
  integrationStatus,
  isBridge,
  type Integration,
  type IntegrationStore,
  type OAuthStateStore,
} from '@shared/domain/integrations/types.js';
import { declarationOf } from '@shared/domain/integrations/registry.js';
import { OutboundError } from '@shared/domain/outbound.js';
import { shownIntegrationView } from '@shared/domain/schemas/integrations.js';
import type { Principal } from '@shared/domain/tenant.js';

/*
 * What the integration use cases share (creating, authorizing, changing, listing deliveries): their ports, the API
 * view, finding and changing one integration, and checking a connection with its provider.
 */

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
  const secretField = `connection.${declarationOf(type).secretFields?.[0] ?? 'api_key'}`;
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
