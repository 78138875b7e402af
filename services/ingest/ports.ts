import type { EventPublisher } from '@shared/domain/events.js';
import type { FormStore } from '@shared/domain/form.js';
import type { EventOutbox } from '@shared/domain/outbox.js';
import type { SpamJudge } from '@shared/domain/spam.js';
import type { SubmissionRateLimiter } from '@shared/domain/submission-rate-limit.js';
import type { SubmissionStore } from '@shared/domain/submission.js';
import type { TenantStore } from '@shared/domain/tenant.js';
import type { UsageStore } from '@shared/domain/usage.js';
import type { Logger } from '@shared/http/log.js';

/**
 * Checks a presented form access key against a form: true while the key exists, belongs to the form, is not revoked
 * and may be presented this way (`protected` keys only in the header).
 */
export interface FormKeyVerifier {
  verify(formId: string, key: string, via: 'header' | 'field', at: Date): Promise<boolean>;
}

/** Everything the submit use case reaches the outside world through. */
export interface IngestPorts {
  forms: Pick<FormStore, 'getBySlug'>;
  tenants: Pick<TenantStore, 'get'>;
  formKeys: FormKeyVerifier;
  rateLimits: SubmissionRateLimiter;
  usage: Pick<UsageStore, 'get' | 'countWrite'>;
  /** True when a failed create was refused by the usage write's plan-limit condition. */
  refusedByPlanLimit(error: unknown): boolean;
  submissions: Pick<SubmissionStore, 'create'>;
  outbox: Pick<EventOutbox, 'entryWrite'>;
  events: EventPublisher;
  spam: SpamJudge;
  logger: Logger;
  now(): Date;
}
