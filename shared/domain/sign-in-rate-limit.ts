import type { RateDecision, RateWindow } from './submission-rate-limit.js';

/**
 * What a sign-in or account limit counts per: links asked from a network or for an address, passkey sign-ins from a
 * network; organizations created per user, invitation e-mails per organization and per user.
 */
export type SignInScope =
  | 'sign-in-network'
  | 'sign-in-address'
  | 'passkey-options'
  | 'organizations-user'
  | 'invitations-org'
  | 'invitations-user';

/**
 * Port: fixed-window counters of sign-in attempts, apart from the submissions' (the DynamoDB adapter hashes the
 * caller with its scope; no address becomes a key).
 */
export interface SignInRateLimiter {
  /** Takes one attempt from every window, all or none; refused when any window is full. */
  take(scope: SignInScope, caller: string, windows: readonly RateWindow[], now: number): Promise<RateDecision>;
}
