import { maySignUp, type User } from '@shared/domain/accounts.js';
import { auditEvent, ipPrefix } from '@shared/domain/audit.js';
import { isMailAddress, normalizeAddress } from '@shared/domain/email/addresses.js';
import { signInLinkEmail } from '@shared/domain/email/account-mail.js';
import { MailerError } from '@shared/domain/email/mailer.js';
import {
  DependencyUnavailableError,
  InvalidTokenError,
  NoOrganizationError,
  RateLimitedError,
  SignUpClosedError,
  ValidationError,
} from '@shared/domain/errors.js';
import { newId } from '@shared/domain/ids.js';
import { REFUSAL_MESSAGES, SIGN_IN_LINK_MINUTES } from '@shared/domain/sign-in-links.js';
import { submitterOf, type RateWindow } from '@shared/domain/submission-rate-limit.js';
import { hashToken, mintToken, tokenKind } from '@shared/domain/tokens.js';
import type { AccountPorts, ClientInfo, SessionPorts } from './accounts-ports.js';
import { issueCredential } from './api-keys.js';
import { meOf } from './me.js';
import { createOrganizationFor } from './organizations.js';
import { throttledRedemption } from './redemptions.js';

/** Link requests allowed per address and per client network (IPv4 address, IPv6 /64). */
export const LINK_REQUEST_LIMITS: { perAddress: RateWindow[]; perNetwork: RateWindow[] } = {
  perAddress: [
    { limit: 5, seconds: 900 },
    { limit: 20, seconds: 86_400 },
  ],
  perNetwork: [{ limit: 50, seconds: 3600 }],
};

/** The longest user agent a session keeps. */
const USER_AGENT_MAX = 200;

/** A dashboard page URL carrying a token in its fragment (never sent to a server, never in an access log). */
export const dashboardLink = (origin: string, page: string, token: string) => `${origin}${page}#token=${token}`;

/** Sends one e-mail, a mailer outage being a 503 (retry later) rather than a 500. */
export async function sendAccountMail(
  ports: Pick<AccountPorts, 'mailer'>,
  email: Parameters<AccountPorts['mailer']['send']>[0],
) {
  try {
    await ports.mailer.send(email);
  } catch (error) {
    if (error instanceof MailerError) throw new DependencyUnavailableError('the mail service is unavailable', 30);
    throw error;
  }
}

/**
 * `POST /v1/auth/email-links`: mails a single-use sign-in link to the address. The same work happens for every
 * address, known or not (rate limits, a stored link, one e-mail), so the answer and its timing reveal nothing;
 * whether the address may sign in is decided when the link is used.
 */
export async function requestSignInLink(ports: AccountPorts, input: { email: string }, sourceIp: string) {
  const email = normalizeAddress(input.email);
  if (!isMailAddress(email)) throw new ValidationError('email is not a valid e-mail address', 'email');
  const now = ports.now();
  for (const [scope, key, windows] of [
    ['sign-in-network', submitterOf(sourceIp), LINK_REQUEST_LIMITS.perNetwork],
    ['sign-in-address', email, LINK_REQUEST_LIMITS.perAddress],
  ] as const) {
    const decision = await ports.signInLimits.take(scope, key, windows, now.getTime());
    if (!decision.allowed)
      throw new RateLimitedError('too many sign-in links requested; try again later', decision.retryAfterSeconds);
  }
  const link = await createSignInLink(ports, email);
  await sendAccountMail(
    ports,
    signInLinkEmail({ to: email, mailFrom: ports.settings.mailFrom, link, minutes: SIGN_IN_LINK_MINUTES }),
  );
  return { sent: true as const };
}

/** Stores a new sign-in link for `email` and returns its dashboard URL (the token is in it, once). */
export async function createSignInLink(
  ports: Pick<AccountPorts, 'signInLinks' | 'now'> & { settings: Pick<AccountPorts['settings'], 'dashboardOrigin'> },
  email: string,
): Promise<string> {
  const now = ports.now();
  const minted = mintToken('signInLink');
  await ports.signInLinks.create(minted.hash, {
    email,
    createdAt: now.toISOString(),
    validUntil: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000).toISOString(),
    usedAt: null,
  });
  return dashboardLink(ports.settings.dashboardOrigin, '/sign-in/link', minted.token);
}

/** The address a sign-in link signs in, and until when: shown before the person chooses to use it. */
async function usableLink(ports: AccountPorts, token: string) {
  if (tokenKind(token) !== 'signInLink') throw new InvalidTokenError(REFUSAL_MESSAGES.unknown, 'token');
  const found = await ports.signInLinks.find(hashToken(token), ports.now());
  if (!found.ok) throw new InvalidTokenError(REFUSAL_MESSAGES[found.reason], 'token');
  return found.value;
}

/**
 * `POST /v1/auth/email-links/peek`: whom the link signs in, without using it (the page shows it and waits for a
 * click). Only the holder of the link learns the address it was sent to; refusals count as failed redemptions.
 */
export async function peekSignInLink(ports: AccountPorts, input: { token: string }, sourceIp: string) {
  return throttledRedemption(ports, sourceIp, async () => {
    const link = await usableLink(ports, input.token);
    return { email: link.email, expires_at: link.validUntil };
  });
}

/**
 * `POST /v1/auth/email-links/verify`: redeems the link once and signs its address in (a new session, never one the
 * browser brought along). An unknown address becomes a user only when the deployment lets it sign up.
 */
export async function verifySignInLink(ports: AccountPorts, input: { token: string }, client: ClientInfo) {
  const email = await throttledRedemption(ports, client.sourceIp, async () => {
    if (tokenKind(input.token) !== 'signInLink') throw new InvalidTokenError(REFUSAL_MESSAGES.unknown, 'token');
    const redeemed = await ports.signInLinks.redeem(hashToken(input.token), ports.now());
    if (!redeemed.ok) throw new InvalidTokenError(REFUSAL_MESSAGES[redeemed.reason], 'token');
    return redeemed.value.email;
  });
  let user = await ports.users.findByEmail(email);
  if (!user) {
    if (!maySignUp(ports.settings.signUp, email))
      throw new SignUpClosedError('this deployment signs up invited addresses only; ask an admin for an invitation');
    user = await createUser(ports, email);
  }
  return startSession(ports, user, client, { method: 'link' });
}

export async function createUser(ports: Pick<AccountPorts, 'users' | 'now'>, email: string): Promise<User> {
  const now = ports.now();
  return ports.users.createOrGet({ id: newId('user', now.getTime()), email, createdAt: now.toISOString() });
}

/** How a person signed in, as the audit log records it. */
export type SignInMethod = 'link' | 'passkey' | 'invitation';

/**
 * Signs `user` in: a new session in `tenantId` (else the user's first organization), a `session.signed_in` audit
 * line naming the method, and `Me`. Returns the session token once. A user without an organization gets one of their
 * own only where the sign-up setting admits their address; elsewhere (invitation only) they are refused with
 * `no_organization` and no session.
 */
export async function startSession(
  ports: SessionPorts,
  user: User,
  client: ClientInfo,
  options: { method: SignInMethod; tenantId?: string },
) {
  let active = options.tenantId;
  if (!active) {
    const memberships = await ports.memberships.listForUser(user.id);
    memberships.sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
    active = memberships[0]?.tenantId;
  }
  if (!active) {
    if (!maySignUp(ports.settings.signUp, user.email))
      throw new NoOrganizationError(
        'you are not a member of any organization here; ask an admin of one for an invitation',
      );
    active = (await createOrganizationFor(ports, user, `${user.email}'s organization`)).id;
  }
  const { credential, token } = await issueCredential(ports, {
    tenantId: active,
    kind: 'session',
    name: 'dashboard session',
    scope: 'full',
    ttlSeconds: ports.settings.sessionLifetimes.absoluteSeconds,
    user: {
      id: user.id,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      ipPrefix: ipPrefix(client.sourceIp),
    },
  });
  const principal = { tenantId: active, credentialId: credential.id, kind: 'session' as const, userId: user.id };
  const target = { type: 'session', id: credential.id };
  await ports.auditLog.record(
    auditEvent({ ...principal, email: user.email }, 'session.signed_in', target, client.sourceIp, ports.now(), {
      method: options.method,
    }),
  );
  return { token, expiresAt: credential.expiresAt, me: await meOf(ports, user, active) };
}
