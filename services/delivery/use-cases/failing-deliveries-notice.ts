import type { MembershipStore } from '@shared/domain/accounts.js';
import type { Delivery } from '@shared/domain/delivery/targets.js';
import { formatMailbox } from '@shared/domain/email/addresses.js';
import {
  buildFailingDeliveriesNotice,
  NOTICED_TARGET_KINDS,
  type DeliveryNoticeStore,
} from '@shared/domain/email/failing-deliveries-notice.js';
import type { Mailer } from '@shared/domain/email/mailer.js';
import { ownerAddresses } from '@shared/domain/email/owner-addresses.js';
import { sendUnlessSuppressed } from '@shared/domain/email/send.js';
import type { SuppressionStore } from '@shared/domain/email/suppression.js';
import type { FormStore } from '@shared/domain/form.js';
import type { TenantStore } from '@shared/domain/tenant.js';

export interface FailingDeliveriesNoticePorts {
  notices: DeliveryNoticeStore;
  mailer: Mailer;
  suppressions: Pick<SuppressionStore, 'findSuppressed'>;
  tenants: Pick<TenantStore, 'get'>;
  forms: Pick<FormStore, 'get'>;
  memberships: Pick<MembershipStore, 'listForTenant'>;
  mailFrom: string;
  apiBaseUrl: string;
}

export type FailingNoticeOutcome = 'sent' | 'not_noticed' | 'already_told' | 'owner_unreachable';

/**
 * A webhook or integration delivery ran out of retries: the organization's current owners hear of it, at most once a
 * day per form (claimed before sending, given back when sending fails so a later dead delivery tries again). Owners
 * whose own address is suppressed are left out; with none left, nothing is sent.
 */
export async function tellOwnersAboutFailingDeliveries(
  ports: FailingDeliveriesNoticePorts,
  delivery: Pick<Delivery, 'kind' | 'tenantId' | 'formId' | 'targetKey' | 'lastError' | 'id' | 'test'>,
  at: Date,
): Promise<FailingNoticeOutcome> {
  if (delivery.test || !NOTICED_TARGET_KINDS.includes(delivery.kind)) return 'not_noticed';
  const day = at.toISOString().slice(0, 10);
  if (!(await ports.notices.claim(delivery.tenantId, delivery.formId, day))) return 'already_told';
  try {
    const [tenant, form] = await Promise.all([
      ports.tenants.get(delivery.tenantId),
      ports.forms.get(delivery.tenantId, delivery.formId),
    ]);
    const to = tenant && form ? await ownerAddresses(ports.memberships, tenant) : [];
    const outcome =
      to.length === 0
        ? undefined
        : await sendUnlessSuppressed(ports, {
            from: formatMailbox(ports.mailFrom, 'Formbase'),
            to,
            cc: [],
            bcc: [],
            replyTo: [],
            ...buildFailingDeliveriesNotice({ formName: form!.name, delivery, apiBaseUrl: ports.apiBaseUrl }),
            tags: { tenant_id: delivery.tenantId, kind: 'failing_deliveries_notice' },
          });
    if (outcome?.kind === 'sent') return 'sent';
    await ports.notices.release(delivery.tenantId, delivery.formId, day);
    return 'owner_unreachable';
  } catch (error) {
    await ports.notices.release(delivery.tenantId, delivery.formId, day);
    throw error;
  }
}
