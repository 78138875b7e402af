import type { RateDecision, RateWindow } from './submission-rate-limit.js';

/**
 * Failed redemptions of single-use tokens (sign-in links, invitations; redeemed or only looked at) a client network
 * (IPv4 address, IPv6 /64) may make per window. Past them every redemption from that network is refused with 429
 * until the window ends, so a network cannot guess tokens; a person who clicks an old link a few times is not hit.
 */
export const FAILED_REDEMPTIONS: RateWindow = { limit: 20, seconds: 900 };

/** Port: the count of a network's failed redemptions in the current window. */
export interface FailedRedemptionCounter {
  /** Whether the network may try now (its failures are under the limit); counts nothing. */
  check(network: string, window: RateWindow, now: number): Promise<RateDecision>;
  /** Counts one failure and answers the window's count with it. */
  record(network: string, window: RateWindow, now: number): Promise<number>;
}
