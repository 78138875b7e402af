import * as z from 'zod/mini';
import { assertId } from '@shared/domain/ids.js';
import {
  EmptyRequestSchema,
  MeSchema,
  PasskeyListSchema,
  PasskeyOptionsSchema,
  PasskeySchema,
  PasskeyVerifyRequestSchema,
} from '@shared/domain/schemas/accounts.js';
import { json, noContent } from '@shared/http/response.js';
import type { AnyRoute } from '@shared/http/router.js';
import { parseJsonBody } from '@shared/http/validation.js';
import type { ApiParts } from '../deps.js';
import {
  authenticationOptions,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  signInWithPasskey,
} from '../use-cases/passkeys.js';
import { sessionPorts, type SessionStore } from './account-ports.js';
import { clientOf } from './auth.js';
import { assertDashboardOrigin, signedIn } from './session-cookie.js';

const IdParamsSchema = z.object({ id: z.string() });

/** Passkeys: the signed-in user registers, lists and removes them; anyone signs in with one. */
export function passkeyRoutes(deps: ApiParts<never, SessionStore | 'passkeys'>): AnyRoute[] {
  const ports = { ...sessionPorts(deps), passkeys: deps.stores.passkeys };
  const { dashboardOrigin } = ports.settings;
  const tags = ['Passkeys'];
  return [
    {
      method: 'GET',
      path: '/v1/me/passkeys',
      access: 'user',
      docs: {
        summary: "The signed-in user's passkeys",
        tags,
        success: { status: 200, schema: PasskeyListSchema },
        errors: [403],
      },
      handle: async ({ principal }) => json(200, await listPasskeys(ports, principal)),
    },
    {
      method: 'POST',
      path: '/v1/me/passkeys/options',
      access: 'user',
      role: 'viewer',
      docs: {
        summary: 'Start registering a passkey',
        description:
          'Answers `PublicKeyCredentialCreationOptionsJSON` for `navigator.credentials.create` and the id of its ' +
          'challenge (single use, 5 minutes).',
        tags,
        body: EmptyRequestSchema,
        success: { status: 200, schema: PasskeyOptionsSchema },
        errors: [400],
      },
      handle: async ({ principal }) => json(200, await registrationOptions(ports, principal)),
    },
    {
      method: 'POST',
      path: '/v1/me/passkeys',
      access: 'user',
      role: 'viewer',
      docs: {
        summary: 'Register a passkey',
        description: 'Verifies the browser’s `RegistrationResponseJSON` (made on the dashboard origin) and keeps it.',
        tags,
        body: PasskeyVerifyRequestSchema,
        success: { status: 201, schema: PasskeySchema },
        errors: [400],
      },
      handle: async ({ req, principal }) =>
        json(201, await registerPasskey(ports, principal, parseJsonBody(req, PasskeyVerifyRequestSchema))),
    },
    {
      method: 'DELETE',
      path: '/v1/me/passkeys/{id}',
      access: 'user',
      role: 'viewer',
      docs: {
        summary: 'Remove a passkey',
        description: 'It no longer signs in.',
        tags,
        params: IdParamsSchema,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        await removePasskey(ports, principal, assertId('passkey', req.pathParams.id, 'id'));
        return noContent();
      },
    },
    {
      method: 'POST',
      path: '/v1/auth/passkeys/options',
      access: 'public',
      docs: {
        summary: 'Start a passkey sign-in',
        description:
          'Answers `PublicKeyCredentialRequestOptionsJSON` for `navigator.credentials.get` (any passkey of this ' +
          'site) and the id of its challenge. Rate limited per client network.',
        tags: ['Sign-in'],
        body: EmptyRequestSchema,
        success: { status: 200, schema: PasskeyOptionsSchema },
        errors: [400, 403, 429],
      },
      handle: async ({ req }) => {
        assertDashboardOrigin(req, dashboardOrigin);
        return json(200, await authenticationOptions(ports, req.sourceIp));
      },
    },
    {
      method: 'POST',
      path: '/v1/auth/passkeys/verify',
      access: 'public',
      docs: {
        summary: 'Sign in with a passkey',
        description:
          'Verifies the browser’s `AuthenticationResponseJSON` against the challenge and the registered passkey and ' +
          'answers `Me` with a new session in the `fb_session` cookie. A removed passkey, another origin or a used ' +
          'challenge is `invalid_passkey`.',
        tags: ['Sign-in'],
        body: PasskeyVerifyRequestSchema,
        success: { status: 200, schema: MeSchema, description: 'Signed in; `Set-Cookie: fb_session=…`.' },
        errors: [400, 403],
      },
      handle: async ({ req }) => {
        assertDashboardOrigin(req, dashboardOrigin);
        const body = parseJsonBody(req, PasskeyVerifyRequestSchema);
        return signedIn(await signInWithPasskey(ports, body, clientOf(req)), ports.settings);
      },
    },
  ];
}
