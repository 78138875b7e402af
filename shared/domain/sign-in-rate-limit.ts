import type { RateDecision, RateWindow } from './submission-rate-limit.js';

/** What a sign-in limit counts per: links asked from a network or for an address, passkey sign-ins from a network. */
export type SignInScope = 'sign-in-network' | 'sign-in-address' | 'passkey-options';

/**
 * Port: fixed-window counters of sign-in attempts, apart from the submissions' (the DynamoDB adapter hashes the
 * caller with its scope; no address becomes a key).
 */
export interface SignInRateLimiter {
  /** Takes one attempt from every window, all or none; refused when any window is full. */
  take(scope: SignInScope, caller: string, windows: readonly RateWindow[], now: number): Promise<RateDecision>;
}
