import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { auditEvent } from '@shared/domain/audit.js';
import { InvalidPasskeyError, NotFoundError, RateLimitedError } from '@shared/domain/errors.js';
import { newId } from '@shared/domain/ids.js';
import { CHALLENGE_SECONDS, type PasskeyStore, type WebAuthnChallenge } from '@shared/domain/passkeys.js';
import { submitterOf } from '@shared/domain/submission-rate-limit.js';
import type { Principal } from '@shared/domain/tenant.js';
import type { ClientInfo, SessionPorts } from './accounts-ports.js';
import { signedInUser } from './me.js';
import { startSession } from './sign-in.js';

/**
 * Passkeys (WebAuthn) with `@simplewebauthn/server`: the relying party is the dashboard's host, and only responses
 * made on the dashboard's origin verify. Every challenge is answered once, within `CHALLENGE_SECONDS`.
 */
type Ports = SessionPorts & { passkeys: PasskeyStore };

const RP_NAME = 'Formbase';
/** Sign-in challenges a client network may ask for per minute. */
const OPTIONS_PER_MINUTE = 30;

const relyingParty = (ports: Ports) => ({
  rpID: new URL(ports.settings.dashboardOrigin).hostname,
  origin: ports.settings.dashboardOrigin,
});

const passkeyView = (p: { id: string; name: string; createdAt: string; lastUsedAt: string | null }) => ({
  id: p.id,
  name: p.name,
  created_at: p.createdAt,
  last_used_at: p.lastUsedAt,
});

async function issueChallenge(
  ports: Ports,
  challenge: string,
  purpose: WebAuthnChallenge['purpose'],
  userId: string | null,
) {
  const now = ports.now();
  const id = newId('challenge', now.getTime());
  const validUntil = new Date(now.getTime() + CHALLENGE_SECONDS * 1000).toISOString();
  await ports.passkeys.saveChallenge({ id, challenge, purpose, userId, validUntil });
  return id;
}

/** The challenge, once: unknown, used, stale or of another purpose or user is `invalid_passkey`. */
async function takeChallenge(ports: Ports, id: string, purpose: WebAuthnChallenge['purpose'], userId: string | null) {
  const challenge = await ports.passkeys.takeChallenge(id);
  if (
    !challenge ||
    challenge.purpose !== purpose ||
    challenge.userId !== userId ||
    Date.parse(challenge.validUntil) <= ports.now().getTime()
  )
    throw new InvalidPasskeyError('the challenge is unknown, used or expired; start again', 'challenge_id');
  return challenge;
}

/** Runs a verification; anything it throws (malformed response, wrong origin or RP, bad signature) is `invalid_passkey`. */
async function verified<T extends { verified: boolean }>(run: () => Promise<T>): Promise<T & { verified: true }> {
  const result = await run().catch((error: unknown) => {
    throw new InvalidPasskeyError(`the passkey response does not verify: ${(error as Error).message}`, 'response');
  });
  if (!result.verified) throw new InvalidPasskeyError('the passkey response does not verify', 'response');
  return result as T & { verified: true };
}

/** `GET /v1/me/passkeys`. */
export async function listPasskeys(ports: Ports, principal: Principal) {
  return { data: (await ports.passkeys.listForUser(principal.userId!)).map(passkeyView) };
}

/** `POST /v1/me/passkeys/options`: creation options for the signed-in user (a discoverable credential). */
export async function registrationOptions(ports: Ports, principal: Principal) {
  const user = await signedInUser(ports, principal);
  const existing = await ports.passkeys.listForUser(user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(ports).rpID,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as never })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  // Spread: a plain object of the options' members, as the JSON answer's schema (any object) takes it.
  return {
    challenge_id: await issueChallenge(ports, options.challenge, 'registration', user.id),
    options: { ...options },
  };
}

/** `POST /v1/me/passkeys`: verifies the browser's registration and keeps the passkey. */
export async function registerPasskey(
  ports: Ports,
  principal: Principal,
  input: { challenge_id: string; response: Record<string, unknown>; name?: string },
  sourceIp: string,
) {
  const user = await signedInUser(ports, principal);
  const challenge = await takeChallenge(ports, input.challenge_id, 'registration', user.id);
  const { rpID, origin } = relyingParty(ports);
  const { registrationInfo } = await verified(() =>
    verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }),
  );
  const now = ports.now();
  const passkey = {
    id: newId('passkey', now.getTime()),
    userId: user.id,
    name: input.name ?? 'Passkey',
    credentialId: registrationInfo.credential.id,
    publicKey: Buffer.from(registrationInfo.credential.publicKey).toString('base64url'),
    counter: registrationInfo.credential.counter,
    transports: registrationInfo.credential.transports ?? [],
    createdAt: now.toISOString(),
    lastUsedAt: null,
  };
  await ports.passkeys.add(passkey);
  await ports.auditLog.record(
    auditEvent(principal, 'passkey.added', passkeyTarget(passkey.id), sourceIp, now, { name: passkey.name }),
  );
  return passkeyView(passkey);
}

const passkeyTarget = (id: string) => ({ type: 'passkey', id });

/** `DELETE /v1/me/passkeys/{id}`: the passkey no longer signs in. */
export async function removePasskey(ports: Ports, principal: Principal, id: string, sourceIp: string) {
  if (!(await ports.passkeys.remove(principal.userId!, id))) throw new NotFoundError('passkey not found', 'id');
  await ports.auditLog.record(auditEvent(principal, 'passkey.removed', passkeyTarget(id), sourceIp, ports.now()));
}

/** `POST /v1/auth/passkeys/options`: request options for a sign-in with any of the browser's passkeys. */
export async function authenticationOptions(ports: Ports, sourceIp: string) {
  const now = ports.now().getTime();
  const decision = await ports.signInLimits.take(
    'passkey-options',
    submitterOf(sourceIp),
    [{ limit: OPTIONS_PER_MINUTE, seconds: 60 }],
    now,
  );
  if (!decision.allowed)
    throw new RateLimitedError('too many sign-in attempts; try again later', decision.retryAfterSeconds);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ports).rpID,
    userVerification: 'required',
  });
  return {
    challenge_id: await issueChallenge(ports, options.challenge, 'authentication', null),
    options: { ...options },
  };
}

/** `POST /v1/auth/passkeys/verify`: a passkey's assertion signs its user in (a new session). */
export async function signInWithPasskey(
  ports: Ports,
  input: { challenge_id: string; response: Record<string, unknown> },
  client: ClientInfo,
) {
  const challenge = await takeChallenge(ports, input.challenge_id, 'authentication', null);
  const response = input.response as unknown as AuthenticationResponseJSON;
  const passkey = typeof response.id === 'string' ? await ports.passkeys.findByCredentialId(response.id) : undefined;
  const user = passkey ? await ports.users.get(passkey.userId) : undefined;
  if (!passkey || !user) throw new InvalidPasskeyError('this passkey is not registered here', 'response');
  const { rpID, origin } = relyingParty(ports);
  const { authenticationInfo } = await verified(() =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }),
  );
  await ports.passkeys.recordUse(passkey, authenticationInfo.newCounter, ports.now().toISOString());
  return startSession(ports, user, client, { method: 'passkey' });
}
