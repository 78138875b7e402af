import { auditEvent, ipPrefix } from '@shared/domain/audit.js';
import { InvalidTokenError, RateLimitedError } from '@shared/domain/errors.js';
import { FAILED_REDEMPTIONS } from '@shared/domain/failed-redemptions.js';
import { submitterOf } from '@shared/domain/submission-rate-limit.js';
import type { AccountPorts } from './accounts-ports.js';

type Ports = Pick<AccountPorts, 'failedRedemptions' | 'auditLog' | 'logger' | 'now'>;

/** Where a refused token points, when it names one: the organization whose audit log records a burst against it. */
export interface RedemptionScope {
  tenantId: string | null;
}

/**
 * Runs a token redemption (or a look at a token) under the per-network throttle: a network past its failed
 * redemptions is refused (429, `Retry-After`) before the token is read, and every `invalid_token` counts. The failure
 * that fills the window starts a burst: it is logged (the network as its prefix), and audited in the organization
 * the token belongs to when it names one (an invitation's).
 */
export async function throttledRedemption<T>(
  ports: Ports,
  sourceIp: string,
  attempt: (scope: RedemptionScope) => Promise<T>,
): Promise<T> {
  const network = submitterOf(sourceIp);
  const now = ports.now();
  const gate = await ports.failedRedemptions.check(network, FAILED_REDEMPTIONS, now.getTime());
  if (!gate.allowed)
    throw new RateLimitedError('too many invalid links from this network; try again later', gate.retryAfterSeconds);
  const scope: RedemptionScope = { tenantId: null };
  try {
    return await attempt(scope);
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    const count = await ports.failedRedemptions.record(network, FAILED_REDEMPTIONS, now.getTime());
    if (count === FAILED_REDEMPTIONS.limit) await recordBurst(ports, scope, sourceIp, now);
    throw error;
  }
}

async function recordBurst(ports: Ports, scope: RedemptionScope, sourceIp: string, now: Date) {
  const details = { failures: String(FAILED_REDEMPTIONS.limit), window_seconds: String(FAILED_REDEMPTIONS.seconds) };
  ports.logger.error('token redemptions throttled', { network: ipPrefix(sourceIp), ...details });
  if (!scope.tenantId) return;
  const actor = {
    tenantId: scope.tenantId,
    credentialId: 'anonymous',
    kind: 'session' as const,
    userId: null,
    email: null,
  };
  const event = auditEvent(actor, 'token.redemptions_throttled', null, sourceIp, now, details);
  await ports.auditLog.record({ ...event, actorType: 'anonymous', actorId: event.ipPrefix ?? 'anonymous' });
}
