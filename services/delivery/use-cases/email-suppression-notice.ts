import { formatMailbox, isMailAddress, normalizeAddress } from '@shared/domain/email/addresses.js';
import type { Mailer } from '@shared/domain/email/mailer.js';
import { sendUnlessSuppressed } from '@shared/domain/email/send.js';
import { buildSuppressionNotice } from '@shared/domain/email/suppression-notice.js';
import type { SuppressionEntry, SuppressionStore } from '@shared/domain/email/suppression.js';
import type { TenantStore } from '@shared/domain/tenant.js';

export interface SuppressionNoticePorts {
  mailer: Mailer;
  suppressions: SuppressionStore;
  tenants: Pick<TenantStore, 'get'>;
  mailFrom: string;
  /** Base URL of the API, for the removal instructions. */
  apiBaseUrl: string;
}

export type NoticeOutcome = 'sent' | 'already_told' | 'owner_unreachable';

/**
 * Tells a tenant's owner (the tenant's owner e-mail) that one of their notification addresses is suppressed,
 * once per tenant and entry. Nothing is sent when the owner's own address is the suppressed one or is itself
 * suppressed. The claim is given back when sending fails, so the caller's retry sends it.
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
    if (!isMailAddress(tenant?.ownerEmail) || normalizeAddress(tenant.ownerEmail) === normalizeAddress(entry.email)) {
      await ports.suppressions.releaseOwnerNotice(entry, tenantId);
      return 'owner_unreachable';
    }
    const notice = buildSuppressionNotice(entry, ports.apiBaseUrl, formName);
    const outcome = await sendUnlessSuppressed(ports, {
      from: formatMailbox(ports.mailFrom, 'Formbase'),
      to: [tenant.ownerEmail],
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
