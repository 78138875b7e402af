import type { PlanCatalog } from '@shared/domain/plans.js';
import type { FormStore } from '@shared/domain/form.js';
import type { FormKeyMode, FormKeyPresentation, FormKeyScope } from '@shared/domain/form-key.js';
import type { LockedSubmissionLedger } from '@shared/domain/locked-submissions.js';
import type { SpamJudge } from '@shared/domain/spam.js';
import type { RateDecision, RateWindow, SubmissionRateLimiter } from '@shared/domain/submission-rate-limit.js';
import type { SubmissionStore } from '@shared/domain/submission.js';
import type { CountryLocator } from '@shared/domain/traffic.js';
import type { TenantStore } from '@shared/domain/tenant.js';
import type { FullShards, PlanPlaces } from '@shared/domain/plan-places.js';
import type { UsageStore } from '@shared/domain/usage.js';
import type { PendingUploadStore, UploadObjectStorage } from '@shared/domain/uploads.js';
import type { Logger } from '@shared/observability/log.js';

/**
 * Checks a presented form access key against a form: true while the key exists, belongs to the form, is not revoked,
 * may be presented this way (`protected` keys only in the header) and carries `scope` (default `submit`).
 */
export interface FormKeyVerifier {
  /** The key's mode when it is a live key of this form with `scope`, else null. */
  verify(
    formId: string,
    key: string,
    via: FormKeyPresentation,
    at: Date,
    scope?: FormKeyScope,
  ): Promise<FormKeyMode | null>;
}

/** Direct file uploads: presign records pending uploads, submitting finalizes them (`use-cases/uploads.ts`). */
export interface UploadPorts {
  pending: PendingUploadStore;
  objects: UploadObjectStorage;
}

/** What ingest tells a warm process's usage prediction once a submission is stored (`caches.ts`). */
export interface UsageForecast {
  counted(tenantId: string, period: string, written: { locked: boolean }): void;
}

export interface RememberingRateLimiter extends SubmissionRateLimiter {
  /** A refusal this process already received for these windows and that still holds at `now`, if any. */
  knownRefusal(
    scope: string,
    submitter: string,
    windows: readonly RateWindow[],
    now: number,
  ): Extract<RateDecision, { allowed: false }> | undefined;
}

/** Everything the submit use case reaches the outside world through. */
export interface IngestPorts {
  forms: Pick<FormStore, 'getBySlug'>;
  tenants: Pick<TenantStore, 'get'>;
  formKeys: FormKeyVerifier;
  rateLimits: RememberingRateLimiter;
  usage: Pick<UsageStore, 'get'> & UsageForecast;
  /** The plan's places of a period; a submission stored unlocked takes one first. */
  places: Pick<PlanPlaces, 'take' | 'release'>;
  /** Place shards this process saw full (`caches.ts`). */
  fullShards: FullShards;
  submissions: Pick<SubmissionStore, 'create'>;
  /** Records a submission stored locked, so the sweeper unlocks it when the plan has room again. */
  lockedSubmissions: Pick<LockedSubmissionLedger, 'entryWrite'>;
  uploads: UploadPorts;
  spam: SpamJudge;
  /** Offline IP → country for analytics (no network call). */
  geo: CountryLocator;
  planOf: PlanCatalog;
  logger: Logger;
  now(): Date;
}
