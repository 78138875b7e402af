import { planCatalog } from '@shared/domain/plans.js';
import { lockedSubmissionLedger } from '@shared/adapters/dynamo/locked-submissions.js';
import { submissionStore } from '@shared/adapters/dynamo/submissions.js';
import { tenantStore } from '@shared/adapters/dynamo/tenants.js';
import { membershipStore } from '@shared/adapters/dynamo/memberships.js';
import { planPlaces } from '@shared/adapters/dynamo/plan-places.js';
import { usageStore } from '@shared/adapters/dynamo/usage.js';
import { signingOf } from '@shared/adapters/aws-json.js';
import { sesMailer } from '@shared/adapters/ses/mailer.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { describeError, type Logger } from '@shared/observability/log.js';
import { sendUsageNotices, type SweepPorts } from './use-cases/sweep.js';
import { unlockLockedSubmissions, type UnlockPorts } from './use-cases/unlock.js';

export interface SweepDeps extends SweepPorts, Omit<UnlockPorts, keyof SweepPorts> {
  logger: Logger;
}

/** The sweeper's dependencies over a function runtime and SES; `overrides` replaces any port. */
export function sweepDeps(runtime: FunctionRuntime, overrides: Partial<SweepDeps> = {}): SweepDeps {
  const { config, table } = runtime;
  return {
    usage: usageStore(table),
    places: planPlaces(table),
    tenants: tenantStore(table),
    memberships: membershipStore(table),
    lockedSubmissions: lockedSubmissionLedger(table),
    submissions: submissionStore(table),
    now: runtime.now,
    mailer: sesMailer(signingOf(table.client), config.sesConfigurationSet),
    mailFrom: config.mailFrom,
    planOf: planCatalog(config.planLimits),
    logger: runtime.logger,
    ...overrides,
  };
}

/** A part's figures as log fields prefixed with its name (`notices_sent`, `unlock_unlocked`, `unlock_error`, ...). */
function partFields(name: string, r: PromiseSettledResult<object>) {
  if (r.status === 'rejected') return { [`${name}_error`]: String(describeError(r.reason).error_type) };
  return Object.fromEntries(Object.entries(r.value).map(([key, value]) => [`${name}_${key}`, value]));
}

/**
 * One sweep (a scheduled function, every minute in AWS): e-mails pending usage notices and unlocks over-quota submissions of tenants with room again. Writes one log line per run;
 * a failing part never stops the others.
 */
export function createSweeper(deps: SweepDeps) {
  return async (): Promise<void> => {
    const started = Date.now();
    const [notices, unlock] = await Promise.allSettled([sendUsageNotices(deps), unlockLockedSubmissions(deps)]);
    const fields = {
      ...partFields('notices', notices),
      ...partFields('unlock', unlock),
      ms: Date.now() - started,
    };
    const failed =
      [notices, unlock].some((r) => r.status === 'rejected') ||
      (unlock.status === 'fulfilled' && unlock.value.failed > 0);
    if (failed) deps.logger.error('sweep', fields);
    else deps.logger.info('sweep', fields);
  };
}
