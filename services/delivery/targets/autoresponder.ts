import {
  formTargetKey,
  type AttemptResult,
  type DeliverySubject,
  type TargetProvider,
} from '@shared/domain/delivery/targets.js';
import { autoresponderEmail, autoresponderRecipient } from '@shared/domain/email/autoresponder-message.js';
import { UnprocessableTemplateError } from '@shared/domain/errors.js';
import { attemptSend, type EmailTargetDeps } from './email-common.js';

/** The form's autoresponder, read once for every record of the batch that asks. */
const autoresponderOf = (deps: EmailTargetDeps, subject: DeliverySubject, tenantId: string, formId: string) =>
  subject.once(`autoresponder ${tenantId} ${formId}`, () => deps.autoresponders.get(tenantId, formId));

/**
 * Autoresponders (`autoresponder:<form id>`): one reply per created submission to the address in the
 * autoresponder's `reply_to_field`. Never for spam, locked submissions, a disabled autoresponder or a
 * suppressed address (recorded as `skipped` with the reason).
 */
export function autoresponderProvider(deps: EmailTargetDeps): TargetProvider {
  return {
    kind: 'autoresponder',

    prefetch({ tenantId, formId }, subject) {
      autoresponderOf(deps, subject, tenantId, formId).catch(() => undefined);
    },

    async targetsFor(event, subject) {
      if (event.type !== 'submission.created' || event.test) return [];
      const submission = await subject.submission();
      if (!submission || submission.status === 'spam') return [];
      const autoresponder = await autoresponderOf(deps, subject, event.tenant_id, event.form_id);
      if (!autoresponder?.enabled) return [];
      return [{ key: formTargetKey('autoresponder', event.form_id), kind: 'autoresponder' }];
    },

    async attempt(delivery, ctx): Promise<AttemptResult> {
      const [autoresponder, submission] = await Promise.all([
        autoresponderOf(deps, ctx.subject, delivery.tenantId, delivery.formId),
        ctx.subject.submission(),
      ]);
      if (!autoresponder?.enabled) return { outcome: 'skipped', reason: 'autoresponder_disabled' };
      if (!submission) return { outcome: 'skipped', reason: 'submission_deleted' };
      if (submission.status === 'spam') return { outcome: 'skipped', reason: 'spam' };
      if (submission.locked) return { outcome: 'skipped', reason: 'locked' };
      const to = autoresponderRecipient(autoresponder, submission.fields);
      if (!to) return { outcome: 'skipped', reason: 'no_recipient' };
      const form = await ctx.subject.form();
      try {
        const email = autoresponderEmail({
          autoresponder,
          formName: form.name,
          submission,
          to,
          replyTo: form.notify_emails[0] ?? null,
          mailFrom: deps.mailFrom,
          kind: 'autoresponder',
        });
        const tags = { ...email.tags, submission_id: submission.id, delivery_id: delivery.id };
        return (await attemptSend(deps, { ...email, tags })).result;
      } catch (error) {
        if (error instanceof UnprocessableTemplateError) return { outcome: 'abandoned', error: error.message };
        throw error;
      }
    },
  };
}
