import * as z from 'zod/mini';
import {
  EmptyRequestSchema,
  MeSchema,
  PasskeyListSchema,
  PasskeyOptionsSchema,
  PasskeySchema,
  PasskeyVerifyRequestSchema,
} from '@shared/domain/schemas/accounts.js';
import { idParam } from '@shared/domain/schemas/params.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import {
  authenticationOptions,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  signInWithPasskey,
} from '../use-cases/passkeys.js';
import { sessionPorts, type SessionStore } from './account-ports-from-deps.js';
import { clientOf } from './auth.js';
import { assertDashboardOrigin, signedIn } from './session-cookie.js';

const IdParamsSchema = z.object({ id: idParam('passkey', 'Passkey id.') });

/** Passkeys: the signed-in user registers, lists and removes them; anyone signs in with one. */
export function passkeyRoutes(deps: ApiParts<never, SessionStore | 'passkeys'>): Route[] {
  const ports = { ...sessionPorts(deps), passkeys: deps.stores.passkeys };
  const { dashboardOrigin } = ports.settings;
  const tags = ['Passkeys'];
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/me/passkeys',
      access: 'user',
      docs: {
        summary: "The signed-in user's passkeys",
        description: 'Each passkey the user registered, with its name and when it was created and last used.',
        tags,
        success: { status: 200, schema: PasskeyListSchema },
        errors: [403],
      },
      handle: async ({ principal }) => json(200, await listPasskeys(ports, principal)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/me/passkeys/options',
      access: 'user',
      role: 'viewer',
      body: EmptyRequestSchema,
      docs: {
        summary: 'Start registering a passkey',
        description:
          'Answers `PublicKeyCredentialCreationOptionsJSON` for `navigator.credentials.create` and the id of its ' +
          'challenge (single use, 5 minutes).',
        tags,
        success: { status: 200, schema: PasskeyOptionsSchema },
        errors: [400],
      },
      handle: async ({ principal }) => json(200, await registrationOptions(ports, principal)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/me/passkeys',
      access: 'user',
      role: 'viewer',
      body: PasskeyVerifyRequestSchema,
      docs: {
        summary: 'Register a passkey',
        description:
          'Verifies the browser’s `RegistrationResponseJSON` (made on the dashboard origin, user verified) and keeps ' +
          'it. A credential id already registered (by anyone) is a 409.',
        tags,
        success: { status: 201, schema: PasskeySchema },
        errors: [400, 409],
      },
      handle: async ({ req, principal, body }) =>
        json(201, await registerPasskey(ports, principal, body, req.sourceIp)),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/me/passkeys/{id}',
      access: 'user',
      role: 'viewer',
      params: IdParamsSchema,
      docs: {
        summary: 'Remove a passkey',
        description: 'It no longer signs in.',
        tags,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal, params }) => {
        await removePasskey(ports, principal, params.id, req.sourceIp);
        return noContent();
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/auth/passkeys/options',
      access: 'public',
      body: EmptyRequestSchema,
      docs: {
        summary: 'Start a passkey sign-in',
        description:
          'Answers `PublicKeyCredentialRequestOptionsJSON` for `navigator.credentials.get` (any passkey of this ' +
          'site) and the id of its challenge. Rate limited per client network.',
        tags: ['Sign-in'],
        success: { status: 200, schema: PasskeyOptionsSchema },
        errors: [400, 403, 429],
      },
      handle: async ({ req }) => {
        assertDashboardOrigin(req, dashboardOrigin);
        return json(200, await authenticationOptions(ports, req.sourceIp));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/auth/passkeys/verify',
      access: 'public',
      body: PasskeyVerifyRequestSchema,
      docs: {
        summary: 'Sign in with a passkey',
        description:
          'Verifies the browser’s `AuthenticationResponseJSON` against the challenge and the registered passkey and ' +
          'answers `Me` with a new session in the `fb_session` cookie. A removed passkey, another origin or a used ' +
          'challenge is `invalid_passkey`.',
        tags: ['Sign-in'],
        success: { status: 200, schema: MeSchema, description: 'Signed in; `Set-Cookie: fb_session=…`.' },
        errors: [400, 403],
      },
      handle: async ({ req, body }) => {
        assertDashboardOrigin(req, dashboardOrigin);
        return signedIn(await signInWithPasskey(ports, body, clientOf(req)), ports.settings);
      },
    }),
  ];
}
