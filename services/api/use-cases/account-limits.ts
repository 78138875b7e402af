import { RateLimitedError } from '@shared/domain/errors.js';
import type { SignInScope } from '@shared/domain/sign-in-rate-limit.js';
import type { RateWindow } from '@shared/domain/submission-rate-limit.js';
import type { AccountPorts } from './accounts-ports.js';

/**
 * What one person or one organization may do per window, so a deployment's sender address and table are not
 * theirs to flood: organizations created per user, invitation e-mails (sent and resent) per organization and per
 * user. Past a limit the route answers 429 with `Retry-After`.
 */
export const ACCOUNT_LIMITS = {
  organizationsPerUser: [
    { limit: 3, seconds: 3600 },
    { limit: 10, seconds: 86_400 },
  ],
  invitationsPerOrganization: [
    { limit: 20, seconds: 3600 },
    { limit: 100, seconds: 86_400 },
  ],
  invitationsPerUser: [
    { limit: 30, seconds: 3600 },
    { limit: 150, seconds: 86_400 },
  ],
} satisfies Record<string, RateWindow[]>;

/** Takes one from each limit (all named windows at once per key), refusing with 429 at the first that is full. */
export async function takeLimits(
  ports: Pick<AccountPorts, 'signInLimits' | 'now'>,
  limits: { scope: SignInScope; key: string; windows: RateWindow[] }[],
  message: string,
): Promise<void> {
  const now = ports.now().getTime();
  for (const { scope, key, windows } of limits) {
    const decision = await ports.signInLimits.take(scope, key, windows, now);
    if (!decision.allowed) throw new RateLimitedError(message, decision.retryAfterSeconds);
  }
}
