import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from './entity.js';

/** A sign-in link works once, within this many minutes. */
export const SIGN_IN_LINK_MINUTES = 15;

/** A sign-in link sent to an address; stored under the hash of its `fk_link_` token. */
export const SignInLinkEntity = defineEntity('SignInLink', {
  email: z.string(),
  createdAt: z.string(),
  /** ISO time after which the link no longer signs in. */
  validUntil: z.string(),
  usedAt: z.nullable(z.string()),
});
export type SignInLink = EntityOf<typeof SignInLinkEntity>;

/**
 * Why a single-use token was refused: never issued (or tampered with), used before, past its time, or retired by a
 * newer link to the same address.
 */
export type TokenRefusal = 'unknown' | 'used' | 'expired' | 'replaced';
export type Redemption<T> = { ok: true; value: T } | { ok: false; reason: TokenRefusal };

/** The message of each refusal; none reveals more than the holder of the token knows. */
export const REFUSAL_MESSAGES: Record<TokenRefusal, string> = {
  unknown: 'this link is not valid; ask for a new one',
  used: 'this link was already used; ask for a new one',
  expired: 'this link has expired; ask for a new one',
  replaced: 'a newer sign-in link was sent to this address; use the newest one',
};

/** Port: sign-in links by token hash. */
export interface SignInLinkStore {
  /** Stores the link as its address's newest: older links of the address stop working. */
  create(tokenHash: string, link: SignInLink): Promise<void>;
  /** The link as it stands (usable, or why not), changing nothing. */
  find(tokenHash: string, at: Date): Promise<Redemption<SignInLink>>;
  /** Marks the link used, once: the first redemption within its time gets it, every other one a refusal. */
  redeem(tokenHash: string, at: Date): Promise<Redemption<SignInLink>>;
}
