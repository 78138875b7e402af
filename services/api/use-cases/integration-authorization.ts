import { createHash, randomBytes } from 'node:crypto';
import { ConnectError, type IntegrationRuntime } from '@shared/domain/integrations/driver.js';
import { ValidationError } from '@shared/domain/errors.js';
import type { FormStore } from '@shared/domain/form.js';
import {
  OAUTH_STATE_TTL_MS,
  sealContext,
  type Integration,
  type IntegrationStore,
  type OAuthStateStore,
  type OAuthType,
} from '@shared/domain/integrations/types.js';
import { declarationOf } from '@shared/domain/integrations/registry.js';
import { OutboundError } from '@shared/domain/outbound.js';
import type { Principal } from '@shared/domain/tenant.js';
import { checkCredentials, integrationView, modifyIntegration, type IntegrationPorts } from './integration-records.js';

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

/**
 * A new browser authorization for `integration`: an unguessable single-use `state` (only its hash is stored, bound
 * to tenant, form and integration, expiring in 15 minutes) and the provider's authorize URL. The integration keeps
 * only the newest state's hash, so starting again voids every earlier link.
 */
export async function startAuthorization(
  ports: { oauthStates: OAuthStateStore; runtime: IntegrationRuntime },
  integration: Integration,
  now: Date,
) {
  const type = integration.type as OAuthType;
  const app = await ports.runtime.app(type);
  if (!app)
    throw new ValidationError(
      `${type} is not configured on this deployment (its OAuth client id and secret; see docs/deploy.md)`,
      'type',
    );
  const state = randomBytes(32).toString('base64url');
  const stateHash = hashState(state);
  const expiresAt = new Date(now.getTime() + OAUTH_STATE_TTL_MS).toISOString();
  const url = ports.runtime.drivers[type].authorizeUrl!(ports.runtime.driverDeps.urls, app, {
    state,
    redirectUri: ports.runtime.redirectUri(type),
  });
  return {
    integration: {
      ...integration,
      health: integration.credentials ? integration.health : 'needs_reauth',
      pendingStateHash: stateHash,
      lastStatus: integration.credentials
        ? integration.lastStatus
        : { state: 'authorization_required', at: now.toISOString() },
    } satisfies Integration,
    nextAction: { type: 'open_url' as const, url, expires_at: expiresAt },
    saveState: () =>
      ports.oauthStates.put({
        stateHash,
        tenantId: integration.tenantId,
        formId: integration.formId,
        integrationId: integration.id,
        type,
        expiresAt,
      }),
  };
}

/**
 * `POST /v1/integrations/{IntegrationID}/authorize`: connect again after the provider revoked access. Browser
 * types get a new `next_action`; credential types send a new `connection`, checked before it replaces the old one.
 */
export async function authorizeIntegration(
  ports: IntegrationPorts,
  principal: Principal,
  id: string,
  body: { connection?: { kind: 'api_key' | 'access_key'; [key: string]: string } },
) {
  const now = ports.now();
  let nextAction: { type: 'open_url'; url: string; expires_at: string } | undefined;
  let saveState: (() => Promise<void>) | undefined;
  const saved = await modifyIntegration(ports, principal, id, async (current) => {
    const kind = declarationOf(current.type).connection;
    if (kind === 'browser') {
      if (body.connection !== undefined)
        throw new ValidationError(`${current.type} connects by browser authorization; omit connection`, 'connection');
      const started = await startAuthorization(ports, current, now);
      nextAction = started.nextAction;
      saveState = started.saveState;
      return { ...started.integration, updatedAt: now.toISOString() };
    }
    if (kind === 'none') throw new ValidationError(`${current.type} has no credentials to renew`, 'IntegrationID');
    if (body.connection === undefined) throw new ValidationError('connection is required', 'connection');
    if (body.connection.kind !== kind)
      throw new ValidationError(`${current.type} takes a connection of kind ${kind}`, 'connection.kind');
    const { kind: _kind, ...connection } = body.connection;
    const connected = await checkCredentials(ports, current.type, connection as Record<string, string>);
    return {
      ...current,
      credentials: await ports.runtime.secrets.seal(JSON.stringify(connected.credentials), sealContext(current)),
      health: 'active',
      lastStatus: { state: 'connected', at: now.toISOString(), ...connected.connected },
      updatedAt: now.toISOString(),
    };
  });
  if (saveState) await saveState();
  return { integration: integrationView(saved, now), ...(nextAction ? { next_action: nextAction } : {}) };
}

export interface CallbackPorts {
  forms: Pick<FormStore, 'get'>;
  integrations: IntegrationStore;
  oauthStates: OAuthStateStore;
  runtime: IntegrationRuntime;
  now(): Date;
}

export type CallbackResult = { ok: true; detail: string } | { ok: false; status: number; reason: string };

/**
 * `GET /oauth/{type}/callback`: consumes the state (single use), checks it is unexpired, of this type and still the
 * integration's newest, then exchanges the code and runs the provider's setup; the integration becomes `active`
 * with the credentials sealed. A replayed, expired, foreign or superseded state changes nothing.
 */
export async function completeAuthorization(
  ports: CallbackPorts,
  type: OAuthType,
  query: { code?: string; state?: string; error?: string },
): Promise<CallbackResult> {
  if (!query.state) return { ok: false, status: 400, reason: 'the link has no state parameter' };
  const stateHash = hashState(query.state);
  const state = await ports.oauthStates.consume(stateHash);
  const now = ports.now();
  const invalid = {
    ok: false,
    status: 400,
    reason: 'this authorization link is not valid or was already used',
  } as const;
  if (!state || state.type !== type) return invalid;
  if (Date.parse(state.expiresAt) <= now.getTime())
    return { ok: false, status: 400, reason: 'this authorization link expired; start again from the integration' };
  const principal = { tenantId: state.tenantId } as Principal;
  const current = await ports.integrations.findById(state.tenantId, state.integrationId);
  if (!current || current.pendingStateHash !== stateHash) return invalid;

  const fail = async (reason: string, status: number) => {
    await modifyIntegration(ports, principal, current.id, (i) => ({
      ...i,
      pendingStateHash: null,
      lastStatus: { ...i.lastStatus, state: 'authorization_failed', reason, at: now.toISOString() },
      updatedAt: now.toISOString(),
    }));
    return { ok: false, status, reason } as const;
  };
  if (query.error || !query.code)
    return fail(
      query.error === 'access_denied'
        ? 'the authorization was declined'
        : `the provider answered: ${query.error ?? 'no code'}`,
      400,
    );

  const app = await ports.runtime.app(type);
  if (!app) return fail(`${type} is not configured on this deployment`, 400);
  const form = await ports.forms.get(state.tenantId, state.formId);
  let connected;
  try {
    connected = await ports.runtime.drivers[type].connect!(ports.runtime.driverDeps, app, {
      code: query.code,
      redirectUri: ports.runtime.redirectUri(type),
      integration: current,
      formName: form?.name ?? 'Form',
    });
  } catch (error) {
    if (error instanceof ConnectError) return fail(error.message, 400);
    if (error instanceof OutboundError)
      return fail(`the provider could not be reached (${error.message}); try again`, 502);
    throw error;
  }
  const sealed = await ports.runtime.secrets.seal(JSON.stringify(connected.credentials), sealContext(current));
  await modifyIntegration(ports, principal, current.id, (i) => ({
    ...i,
    config: { ...i.config, ...connected.config },
    credentials: sealed,
    health: 'active',
    pendingStateHash: null,
    lastStatus: { state: 'connected', at: now.toISOString(), ...connected.connected },
    updatedAt: now.toISOString(),
  }));
  const where = Object.values(connected.connected).find((v) => typeof v === 'string' && v !== '');
  return { ok: true, detail: `${current.label}${where ? ` → ${String(where)}` : ''}` };
}
