import {
  EmailLinkRequestSchema,
  EmailLinkSentSchema,
  MeSchema,
  SignInLinkPeekSchema,
  SignInLinkTokenSchema,
} from '@shared/domain/schemas/accounts.js';
import { json } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { peekSignInLink, requestSignInLink, verifySignInLink } from '../use-cases/sign-in.js';
import { signOut } from '../use-cases/sessions.js';
import { accountPorts, type AccountStore } from './account-ports-from-deps.js';
import { assertDashboardOrigin, signedIn, signedOut } from './session-cookie.js';

const tags = ['Sign-in'];

/** Sign-in by e-mail link and sign-out. The sign-in posts need no credentials. */
export function authRoutes(deps: ApiParts<'mailer', AccountStore>): Route[] {
  const ports = accountPorts(deps);
  const { dashboardOrigin } = ports.settings;
  return [
    defineRoute({
      method: 'POST',
      path: '/v1/auth/email-links',
      access: 'public',
      body: EmailLinkRequestSchema,
      docs: {
        summary: 'E-mail a sign-in link',
        description:
          'Sends a single-use link (15 minutes) to the address. The answer is the same whether or not the address ' +
          'has an account; whether it may sign in (or sign up) is decided when the link is used. Rate limited per ' +
          'address and per client network (429 with `Retry-After`).',
        tags,
        success: { status: 202, schema: EmailLinkSentSchema },
        errors: [400, 403, 429, 503],
      },
      handle: async ({ req, body }) => {
        assertDashboardOrigin(req, dashboardOrigin);
        return json(202, await requestSignInLink(ports, body, req.sourceIp));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/auth/email-links/peek',
      access: 'public',
      body: SignInLinkTokenSchema,
      docs: {
        summary: 'See whom a sign-in link signs in, without using it',
        description:
          'Answers the address the link signs in and until when, and changes nothing: the dashboard page shows it ' +
          'and signs in only when the person clicks. A link stops working when a newer one is sent to its address. ' +
          'Refusals are `invalid_token`; a network with too many of them (used, expired or unknown tokens, looked ' +
          'at or redeemed) gets 429 with `Retry-After`.',
        tags,
        success: { status: 200, schema: SignInLinkPeekSchema },
        errors: [400, 403, 429],
      },
      handle: async ({ req, body }) => {
        assertDashboardOrigin(req, dashboardOrigin);
        return json(200, await peekSignInLink(ports, body, req.sourceIp), { 'cache-control': 'no-store' });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/auth/email-links/verify',
      access: 'public',
      body: SignInLinkTokenSchema,
      docs: {
        summary: 'Sign in with an e-mailed link',
        description:
          'Redeems the link token (once) and answers `Me` with a new session in the `fb_session` cookie. ' +
          '`invalid_token` covers unknown, used, expired and tampered tokens; `sign_up_closed` an address the ' +
          "deployment's sign-up setting does not admit; `no_organization` a person who belongs to no organization " +
          'where the setting gives them none of their own. Throttled per network like the peek (429).',
        tags,
        success: { status: 200, schema: MeSchema, description: 'Signed in; `Set-Cookie: fb_session=…`.' },
        errors: [400, 403, 429],
      },
      handle: async ({ req, body }) => {
        assertDashboardOrigin(req, dashboardOrigin);
        return signedIn(await verifySignInLink(ports, body, clientOf(req)), ports.settings);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/auth/sign-out',
      access: 'session',
      role: 'viewer',
      docs: {
        summary: 'Sign out',
        description: 'Revokes the calling session and clears the cookie.',
        tags,
        success: { status: 204 },
        errors: [403],
      },
      handle: async ({ req, principal }) => {
        await signOut(ports, principal, req.sourceIp);
        return signedOut(dashboardOrigin);
      },
    }),
  ];
}

/** What a session keeps of the client that signed in. */
export const clientOf = (req: { headers: Record<string, string>; sourceIp: string }) => ({
  userAgent: req.headers['user-agent'],
  sourceIp: req.sourceIp,
});
