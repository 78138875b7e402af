import {
  formTargetKey,
  type AttemptResult,
  type Delivery,
  type DeliverySubject,
  type FormView,
  type TargetProvider,
} from '@shared/domain/delivery/targets.js';
import { formatMailbox } from '@shared/domain/email/addresses.js';
import {
  buildOwnerNotification,
  notificationRecipients,
  wantsNotification,
  withSubscribers,
  type NotificationLinks,
} from '@shared/domain/email/owner-notification.js';
import type { SuppressionEntry } from '@shared/domain/email/suppression.js';
import type { Submission } from '@shared/domain/submission.js';
import { tellOwnerAboutSuppression } from '../use-cases/email-suppression-notice.js';
import { attemptSend, type EmailTargetDeps } from './email-common.js';

const hasRecipients = (form: FormView) =>
  form.notify_emails.length + form.notify_cc_emails.length + form.notify_bcc_emails.length > 0 ||
  form.notify_routing_aliases.some((a) => a.to_emails.length + a.cc_emails.length + a.bcc_emails.length > 0);

/**
 * Addresses of the members who chose to be e-mailed about every new submission, as the try reads them: one Query of
 * the organization's membership items (a few hundred bytes each, so 0.5 RCU for most organizations), made once per
 * queue batch and organization (`DeliverySubject.once`).
 */
function subscribersOf(deps: EmailTargetDeps, tenantId: string, subject: DeliverySubject): Promise<string[]> {
  return subject.once(`subscribers ${tenantId}`, async () => {
    const members = await deps.memberships.listForTenant(tenantId);
    return members.filter((m) => m.notifySubmissions).map((m) => m.email);
  });
}

/**
 * Whether any member chose to hear of every new submission, as fan-out asks: one small item read by key with the
 * batch's submissions (`DeliveryTargetsStore.hasSubscribers`); the try reads their addresses (`subscribersOf`).
 */
const anySubscriber = (deps: EmailTargetDeps, tenantId: string, subject: DeliverySubject) =>
  subject.once(`any subscriber ${tenantId}`, () => deps.deliveryTargets.hasSubscribers(tenantId));

/** API paths of the submission and its files, absolute (they need an API key, like every /v1 path). */
export function notificationLinks(publicBaseUrl: string, formId: string, submissionId: string): NotificationLinks {
  const submission = `${publicBaseUrl.replace(/\/$/, '')}/v1/forms/${formId}/submissions/${submissionId}`;
  return { submission, file: (fileId) => `${submission}/files/${fileId}` };
}

/**
 * The routing alias the visitor chose with the reserved `_to` field, persisted by ingest on the submission
 * (`routingAlias`). Read only for forms that define aliases, so other forms cost no extra read.
 */
async function routingAliasOf(deps: EmailTargetDeps, delivery: Delivery): Promise<string | null> {
  if (!delivery.submissionId) return null;
  const stored = await deps.submissions.get(delivery.tenantId, delivery.formId, delivery.submissionId);
  return (stored as (Submission & { routingAlias?: string | null }) | undefined)?.routingAlias ?? null;
}

/**
 * Owner notifications (`owner_email:<form id>`): one e-mail per created submission to the form's notify lists
 * or the routing alias named by `_to`, and to the members who chose to hear of every new submission; spam only with
 * `settings.email.notify_spam`. Suppressed recipients are
 * left out (all suppressed: the delivery is `skipped`) and the tenant's owner is told, once per address.
 */
export function ownerEmailProvider(deps: EmailTargetDeps): TargetProvider {
  const tellOwner = async (tenantId: string, entries: SuppressionEntry[], formName: string) => {
    for (const entry of entries) {
      // The notification itself is already decided; a notice that fails now is sent on a later occasion.
      await tellOwnerAboutSuppression({ ...deps, apiBaseUrl: deps.publicBaseUrl }, tenantId, entry, formName).catch(
        () => undefined,
      );
    }
  };

  return {
    kind: 'owner_email',

    prefetch({ tenantId, targetKey }, subject) {
      subject.form().catch(() => undefined);
      if (!targetKey) anySubscriber(deps, tenantId, subject).catch(() => undefined);
    },

    async targetsFor(event, subject) {
      if (event.type !== 'submission.created' || event.test) return [];
      const submission = await subject.submission();
      if (!submission) return [];
      const form = await subject.form();
      if (!wantsNotification(form, submission)) return [];
      // The members are asked only when the form itself notifies nobody.
      if (!hasRecipients(form) && !(await anySubscriber(deps, event.tenant_id, subject))) return [];
      return [{ key: formTargetKey('owner_email', event.form_id), kind: 'owner_email' }];
    },

    async attempt(delivery, ctx): Promise<AttemptResult> {
      const submission = await ctx.subject.submission();
      if (!submission) return { outcome: 'skipped', reason: 'submission_deleted' };
      if (submission.locked) return { outcome: 'skipped', reason: 'locked' };
      const form = await ctx.subject.form();
      if (!wantsNotification(form, submission)) return { outcome: 'skipped', reason: 'spam' };
      const alias = form.notify_routing_aliases.length > 0 ? await routingAliasOf(deps, delivery) : null;
      const recipients = withSubscribers(
        notificationRecipients(form, alias),
        await subscribersOf(deps, delivery.tenantId, ctx.subject),
      );
      if (recipients.to.length + recipients.cc.length + recipients.bcc.length === 0)
        return { outcome: 'skipped', reason: 'no_recipients' };

      const content = buildOwnerNotification(
        form,
        submission,
        notificationLinks(deps.publicBaseUrl, form.id, submission.id),
      );
      const { result, outcome } = await attemptSend(deps, {
        from: formatMailbox(deps.mailFrom, form.name),
        to: recipients.to,
        cc: recipients.cc,
        bcc: recipients.bcc,
        replyTo: content.replyTo,
        subject: content.subject,
        text: content.text,
        html: content.html,
        tags: {
          tenant_id: delivery.tenantId,
          form_id: form.id,
          kind: 'owner_notification',
          submission_id: submission.id,
          delivery_id: delivery.id,
        },
      });
      if (outcome && outcome.suppressed.length > 0) await tellOwner(delivery.tenantId, outcome.suppressed, form.name);
      return result;
    },
  };
}
