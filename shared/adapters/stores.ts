import type { AppConfig } from '@shared/config.js';
import type { CredentialStore, TenantStore } from '@shared/domain/tenant.js';
import type { FormStore } from '@shared/domain/form.js';
import type { SubmissionStore } from '@shared/domain/submission.js';
import type { FormKeyStore } from '@shared/domain/form-key.js';
import type { AutoresponderStore } from '@shared/domain/email/autoresponder.js';
import type { SuppressionStore } from '@shared/domain/email/suppression.js';
import type { WebhookStore } from '@shared/domain/delivery/webhook.js';
import type { DeliveryStore } from '@shared/domain/delivery/deliveries.js';
import type { UsageStore } from '@shared/domain/usage.js';
import type {
  IntegrationDeliveryStateStore,
  IntegrationStore,
  OAuthStateStore,
} from '@shared/domain/integrations/types.js';
import { integrationDeliveryStateStore, integrationStore, oauthStateStore } from './dynamo/integrations.js';
import { webhookStore } from './dynamo/webhooks.js';
import { deliveryStore } from './dynamo/deliveries.js';
import type { DeliveryTargetsStore } from '@shared/domain/delivery/form-targets.js';
import { deliveryTargetsStore } from './dynamo/delivery-targets.js';
import type { TimelineStore } from '@shared/domain/delivery/timeline.js';
import { timelineStore } from './dynamo/timeline.js';
import type { DeliveryReplayStore } from '@shared/domain/delivery/replay.js';
import { deliveryReplayStore } from './dynamo/delivery-replays.js';
import type { BlockListStore } from '@shared/domain/spam/blocklists.js';
import type { FormProtectionStore } from '@shared/domain/spam/protection.js';
import type { CampaignMemory } from '@shared/domain/spam/campaign-memory.js';
import { campaignMemoryStore } from './dynamo/campaign-memory.js';
import { autoresponderStore } from './dynamo/autoresponders.js';
import { blockListStore } from './dynamo/blocklists.js';
import { formProtectionStore } from './dynamo/form-protection.js';
import { suppressionStore } from './dynamo/suppressions.js';
import { credentialStore } from './dynamo/credentials.js';
import { formStore } from './dynamo/forms.js';
import { submissionStore } from './dynamo/submissions.js';
import { formKeyStore } from './dynamo/form-keys.js';
import { tenantStore } from './dynamo/tenants.js';
import { usageStore } from './dynamo/usage.js';
import { formCounterStore } from './dynamo/form-counters.js';
import type { FormCounterStore } from '@shared/domain/submission-counts.js';
import type { CountedThroughStore } from '@shared/domain/submission-stream.js';
import { countedThroughStore } from './dynamo/stream-counts.js';
import type { Table } from './dynamo/table.js';
import type { MembershipStore, UserStore } from '@shared/domain/accounts.js';
import type { AuditLog } from '@shared/domain/audit.js';
import type { SignInLinkStore } from '@shared/domain/sign-in-links.js';
import { auditLogStore } from './dynamo/audit-log.js';
import type { SubmissionRateLimiter } from '@shared/domain/submission-rate-limit.js';
import type { SignInRateLimiter } from '@shared/domain/sign-in-rate-limit.js';
import { rateLimitStore, signInRateLimitStore } from './dynamo/rate-limits.js';
import type { FailedRedemptionCounter } from '@shared/domain/failed-redemptions.js';
import { failedRedemptionCounter } from './dynamo/failed-redemptions.js';
import { membershipStore } from './dynamo/memberships.js';
import { signInLinkStore } from './dynamo/sign-in-links.js';
import type { InvitationStore } from '@shared/domain/invitations.js';
import { invitationStore } from './dynamo/invitations.js';
import type { PasskeyStore } from '@shared/domain/passkeys.js';
import { passkeyStore } from './dynamo/passkeys.js';
import { userStore } from './dynamo/users.js';
import type { AnalyticsStore, RollupWriter } from '@shared/domain/analytics.js';
import { analyticsStore, rollupWriter } from './dynamo/analytics.js';

/** Every repository over the single table, built once per process. */
export interface Stores {
  table: Table;
  tenants: TenantStore;
  credentials: CredentialStore;
  forms: FormStore;
  submissions: SubmissionStore;
  formKeys: FormKeyStore;
  autoresponders: AutoresponderStore;
  suppressions: SuppressionStore;
  webhooks: WebhookStore;
  deliveryTargets: DeliveryTargetsStore;
  deliveries: DeliveryStore;
  timeline: TimelineStore;
  deliveryReplays: DeliveryReplayStore;
  integrations: IntegrationStore;
  oauthStates: OAuthStateStore;
  integrationDeliveryStates: IntegrationDeliveryStateStore;
  usage: UsageStore;
  formCounters: FormCounterStore;
  countedThrough: CountedThroughStore;
  blockLists: BlockListStore;
  formProtection: FormProtectionStore;
  campaigns: CampaignMemory;
  analytics: AnalyticsStore;
  rollups: RollupWriter;
  users: UserStore;
  memberships: MembershipStore;
  signInLinks: SignInLinkStore;
  invitations: InvitationStore;
  passkeys: PasskeyStore;
  auditLog: AuditLog;
  rateLimits: SubmissionRateLimiter;
  signInLimits: SignInRateLimiter;
  failedRedemptions: FailedRedemptionCounter;
}

export function createStores(table: Table, _config: AppConfig): Stores {
  const sources = {
    webhooks: webhookStore(table),
    integrations: integrationStore(table),
    memberships: membershipStore(table),
  };
  return {
    table,
    ...sources,
    deliveryTargets: deliveryTargetsStore(table, sources),
    tenants: tenantStore(table),
    credentials: credentialStore(table),
    users: userStore(table),
    signInLinks: signInLinkStore(table),
    invitations: invitationStore(table),
    passkeys: passkeyStore(table),
    auditLog: auditLogStore(table),
    rateLimits: rateLimitStore(table),
    signInLimits: signInRateLimitStore(table),
    failedRedemptions: failedRedemptionCounter(table),
    forms: formStore(table),
    submissions: submissionStore(table),
    formKeys: formKeyStore(table),
    autoresponders: autoresponderStore(table),
    suppressions: suppressionStore(table),
    blockLists: blockListStore(table),
    formProtection: formProtectionStore(table),
    campaigns: campaignMemoryStore(table),
    deliveries: deliveryStore(table),
    timeline: timelineStore(table),
    deliveryReplays: deliveryReplayStore(table),
    oauthStates: oauthStateStore(table),
    integrationDeliveryStates: integrationDeliveryStateStore(table),
    usage: usageStore(table),
    analytics: analyticsStore(table),
    rollups: rollupWriter(table),
    formCounters: formCounterStore(table),
    countedThrough: countedThroughStore(table),
  };
}
