import type { MembershipStore } from '@shared/domain/accounts.js';
import { formatMailbox, normalizeAddress } from '@shared/domain/email/addresses.js';
import type { Mailer } from '@shared/domain/email/mailer.js';
import { ownerAddresses } from '@shared/domain/email/owner-addresses.js';
import { sendUnlessSuppressed } from '@shared/domain/email/send.js';
import { buildSuppressionNotice } from '@shared/domain/email/suppression-notice.js';
import type { SuppressionEntry, SuppressionStore } from '@shared/domain/email/suppression.js';
import type { TenantStore } from '@shared/domain/tenant.js';

export interface SuppressionNoticePorts {
  mailer: Mailer;
  suppressions: SuppressionStore;
  tenants: Pick<TenantStore, 'get'>;
  memberships: Pick<MembershipStore, 'listForTenant'>;
  mailFrom: string;
  /** Base URL of the API, for the removal instructions. */
  apiBaseUrl: string;
}

export type NoticeOutcome = 'sent' | 'already_told' | 'owner_unreachable';

/**
 * Tells an organization's current owners (`ownerAddresses`) that one of their notification addresses is suppressed,
 * once per tenant and entry. The suppressed address itself is left out, and so is any owner address suppressed in
 * turn; when no owner is left nothing is sent. The claim is given back when sending fails, so the caller's retry
 * sends it.
 */
export async function tellOwnerAboutSuppression(
  ports: SuppressionNoticePorts,
  tenantId: string,
  entry: SuppressionEntry,
  formName: string | null,
): Promise<NoticeOutcome> {
  // Claim first: after the first notice this one conditional write is all a repeated occasion costs.
  if (!(await ports.suppressions.claimOwnerNotice(entry, tenantId))) return 'already_told';
  try {
    const tenant = await ports.tenants.get(tenantId);
    const owners = tenant ? await ownerAddresses(ports.memberships, tenant) : [];
    const to = owners.filter((address) => address !== normalizeAddress(entry.email));
    if (to.length === 0) {
      await ports.suppressions.releaseOwnerNotice(entry, tenantId);
      return 'owner_unreachable';
    }
    const notice = buildSuppressionNotice(entry, ports.apiBaseUrl, formName);
    const outcome = await sendUnlessSuppressed(ports, {
      from: formatMailbox(ports.mailFrom, 'Formbase'),
      to,
      cc: [],
      bcc: [],
      replyTo: [],
      ...notice,
      tags: { tenant_id: tenantId, kind: 'suppression_notice' },
    });
    if (outcome.kind === 'suppressed') {
      await ports.suppressions.releaseOwnerNotice(entry, tenantId);
      return 'owner_unreachable';
    }
    return 'sent';
  } catch (error) {
    await ports.suppressions.releaseOwnerNotice(entry, tenantId);
    throw error;
  }
}
