import type { AccountSettings } from '@shared/account-settings.js';
import type { MembershipStore, UserStore } from '@shared/domain/accounts.js';
import type { AuditLog } from '@shared/domain/audit.js';
import type { Mailer } from '@shared/domain/email/mailer.js';
import type { FailedRedemptionCounter } from '@shared/domain/failed-redemptions.js';
import type { InvitationStore } from '@shared/domain/invitations.js';
import type { Logger } from '@shared/observability/log.js';
import type { SignInLinkStore } from '@shared/domain/sign-in-links.js';
import type { SignInRateLimiter } from '@shared/domain/sign-in-rate-limit.js';
import type { CredentialStore, TenantStore } from '@shared/domain/tenant.js';

/** What the accounts use cases reach the outside world through. */
export interface AccountPorts {
  users: UserStore;
  memberships: MembershipStore;
  tenants: TenantStore;
  credentials: CredentialStore;
  signInLinks: SignInLinkStore;
  invitations: InvitationStore;
  auditLog: AuditLog;
  /** Sign-in attempts per network and address, and the account limits per user and organization (fixed windows). */
  signInLimits: SignInRateLimiter;
  /** Failed token redemptions per client network (sign-in links and invitations). */
  failedRedemptions: FailedRedemptionCounter;
  mailer: Mailer;
  settings: AccountSettings & { mailFrom: string };
  logger: Logger;
  now(): Date;
}

/** What starting a session needs (a passkey sign-in sends no mail and reads no links or invitations). */
export type SessionPorts = Omit<AccountPorts, 'mailer' | 'signInLinks' | 'invitations' | 'failedRedemptions'>;

/** Where a sign-in comes from: kept (truncated, as a network prefix) on the session for its user's list. */
export interface ClientInfo {
  userAgent: string | undefined;
  sourceIp: string;
}
