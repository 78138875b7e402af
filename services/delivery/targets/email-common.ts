import type { MembershipStore } from '@shared/domain/accounts.js';
import type { AttemptResult } from '@shared/domain/delivery/targets.js';
import type { DeliveryTargetsStore } from '@shared/domain/delivery/form-targets.js';
import type { AutoresponderStore } from '@shared/domain/email/autoresponder.js';
import { MailerError, type Mailer, type OutgoingEmail } from '@shared/domain/email/mailer.js';
import { sendUnlessSuppressed, type SendOutcome } from '@shared/domain/email/send.js';
import type { SuppressionStore } from '@shared/domain/email/suppression.js';
import type { FormStore } from '@shared/domain/form.js';
import type { SubmissionStore } from '@shared/domain/submission.js';
import type { TenantStore } from '@shared/domain/tenant.js';

/** What the e-mail target providers reach the outside world through. */
export interface EmailTargetDeps {
  mailer: Mailer;
  suppressions: SuppressionStore;
  autoresponders: Pick<AutoresponderStore, 'get'>;
  tenants: Pick<TenantStore, 'get'>;
  forms: Pick<FormStore, 'get'>;
  submissions: Pick<SubmissionStore, 'get'>;
  /** Members who chose to be e-mailed about new submissions (owner notifications): their addresses at try time. */
  memberships: Pick<MembershipStore, 'listForTenant'>;
  /** Whether there are any such members, as fan-out asks. */
  deliveryTargets: Pick<DeliveryTargetsStore, 'hasSubscribers'>;
  /** Sender address (`config.mailFrom`). */
  mailFrom: string;
  /** Base URL of the deployment: links in e-mails point at its API. */
  publicBaseUrl: string;
}

/** The pipeline's attempt result for a send: sent (noting left-out recipients) or skipped as suppressed. */
export function sentResult(outcome: SendOutcome): AttemptResult {
  if (outcome.kind === 'suppressed') return { outcome: 'skipped', reason: 'suppressed' };
  const left = outcome.suppressed.length;
  const note = left > 0 ? `; ${left} suppressed recipient${left > 1 ? 's' : ''} left out` : '';
  return { outcome: 'delivered', responseExcerpt: `ses message ${outcome.messageId}${note}` };
}

/**
 * Sends through the suppression filter and maps mailer failures: retryable ones (throttling, outages) are
 * retried on the backoff schedule, permanent ones (SES refused the message) end the delivery at once.
 */
export async function attemptSend(
  deps: EmailTargetDeps,
  email: OutgoingEmail,
): Promise<{ result: AttemptResult; outcome?: SendOutcome }> {
  const started = Date.now();
  try {
    const outcome = await sendUnlessSuppressed(deps, email);
    const result = sentResult(outcome);
    return {
      result: result.outcome === 'delivered' ? { ...result, responseMs: Date.now() - started } : result,
      outcome,
    };
  } catch (error) {
    if (!(error instanceof MailerError)) throw error;
    const failure = { error: error.message, responseMs: Date.now() - started };
    return { result: error.retryable ? { outcome: 'failed', ...failure } : { outcome: 'abandoned', ...failure } };
  }
}
