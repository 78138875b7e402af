import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from './entity.js';

/** A WebAuthn challenge is answered once, within this many seconds. */
export const CHALLENGE_SECONDS = 300;

/** A user's registered passkey: the authenticator's credential id and public key (COSE), both base64url. */
export const PasskeyEntity = defineEntity('Passkey', {
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  credentialId: z.string(),
  publicKey: z.string(),
  /** The authenticator's signature counter (0 for authenticators that keep none). */
  counter: z.number(),
  transports: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type Passkey = EntityOf<typeof PasskeyEntity>;

/** A challenge handed to a browser for one registration (of a signed-in user) or one sign-in. */
export const WebAuthnChallengeEntity = defineEntity('WebAuthnChallenge', {
  id: z.string(),
  challenge: z.string(),
  purpose: z.enum(['registration', 'authentication']),
  /** The registering user; null for a sign-in (the passkey names its user). */
  userId: z.nullable(z.string()),
  validUntil: z.string(),
});
export type WebAuthnChallenge = EntityOf<typeof WebAuthnChallengeEntity>;

/** Port: passkeys by user and by credential id; challenges, each taken once. */
export interface PasskeyStore {
  add(passkey: Passkey): Promise<void>;
  listForUser(userId: string): Promise<Passkey[]>;
  findByCredentialId(credentialId: string): Promise<Passkey | undefined>;
  recordUse(passkey: Passkey, counter: number, at: string): Promise<void>;
  /** Removes the passkey; false when the user has no such passkey. */
  remove(userId: string, id: string): Promise<boolean>;
  saveChallenge(challenge: WebAuthnChallenge): Promise<void>;
  /** The challenge, deleted in the same request (a second take finds nothing). */
  takeChallenge(id: string): Promise<WebAuthnChallenge | undefined>;
}
