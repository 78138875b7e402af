import { autoresponderEmail } from '@shared/domain/email/autoresponder-message.js';
import {
  AUTORESPONDER_DEFAULTS,
  compileAutoresponder,
  type Autoresponder,
  type AutoresponderStore,
} from '@shared/domain/email/autoresponder.js';
import { MailerError, type Mailer } from '@shared/domain/email/mailer.js';
import { sendUnlessSuppressed } from '@shared/domain/email/send.js';
import type { SuppressionStore } from '@shared/domain/email/suppression.js';
import { DependencyUnavailableError, NotFoundError } from '@shared/domain/errors.js';
import type { Form, FormStore } from '@shared/domain/form.js';
import { newId } from '@shared/domain/ids.js';
import {
  shownAutoresponder,
  type TestAutoresponderRequest,
  type UpsertAutoresponderRequest,
} from '@shared/domain/schemas/email.js';
import type { Principal } from '@shared/domain/tenant.js';

interface Ports {
  forms: Pick<FormStore, 'get'>;
  autoresponders: AutoresponderStore;
  now(): Date;
}

interface SendPorts extends Ports {
  mailer: Mailer;
  suppressions: Pick<SuppressionStore, 'findSuppressed'>;
  mailFrom: string;
}

async function loadForm(ports: Ports, principal: Principal, formId: string): Promise<Form> {
  const form = await ports.forms.get(principal.tenantId, formId);
  if (!form) throw new NotFoundError('form not found', 'id');
  return form;
}

/** `GET /v1/forms/{id}/autoresponder`: `{autoresponder}`, null when the form has none. */
export async function getAutoresponder(ports: Ports, principal: Principal, formId: string) {
  await loadForm(ports, principal, formId);
  const ar = await ports.autoresponders.get(principal.tenantId, formId);
  return { autoresponder: ar ? shownAutoresponder(ar) : null };
}

/**
 * `PUT /v1/forms/{id}/autoresponder`: creates or replaces the form's autoresponder. Optional fields omitted keep
 * their stored value (defaults on creation). Templates are checked first: 422 names an unknown variable.
 */
export async function upsertAutoresponder(
  ports: Ports,
  principal: Principal,
  formId: string,
  input: UpsertAutoresponderRequest,
) {
  compileAutoresponder({ subjectTmpl: input.subject_tmpl, bodyTmpl: input.body_tmpl });
  await loadForm(ports, principal, formId);
  const stored = await ports.autoresponders.get(principal.tenantId, formId);
  const now = ports.now();
  const base = stored ?? {
    ...AUTORESPONDER_DEFAULTS,
    id: newId('autoresponder', now.getTime()),
    createdAt: now.toISOString(),
  };
  const ar: Autoresponder = {
    id: base.id,
    tenantId: principal.tenantId,
    formId,
    enabled: input.enabled ?? base.enabled,
    fromName: input.from_name,
    replyToField: input.reply_to_field ?? base.replyToField,
    subjectTmpl: input.subject_tmpl,
    bodyTmpl: input.body_tmpl,
    bodyFormat: input.body_format ?? base.bodyFormat,
    localeMode: input.locale_mode ?? base.localeMode,
    createdAt: base.createdAt,
    updatedAt: now.toISOString(),
  };
  await ports.autoresponders.put(ar);
  return shownAutoresponder(ar);
}

/**
 * `POST /v1/forms/{id}/autoresponder/test`: renders the autoresponder (enabled or not) with `sample` as the
 * fields and sends it to `to`, unless `to` is suppressed (`sent: false`). `acceptLanguage` stands in for the
 * submitter's header in `locale_mode: submitter`.
 */
export async function testAutoresponder(
  ports: SendPorts,
  principal: Principal,
  formId: string,
  input: TestAutoresponderRequest,
  acceptLanguage: string | null,
) {
  const form = await loadForm(ports, principal, formId);
  const autoresponder = await ports.autoresponders.get(principal.tenantId, formId);
  if (!autoresponder) throw new NotFoundError('the form has no autoresponder: PUT one first', 'id');
  const now = ports.now();
  const email = autoresponderEmail({
    autoresponder,
    formName: form.name,
    submission: {
      id: newId('submission', now.getTime()),
      created_at: now.toISOString(),
      fields: input.sample,
      accept_language: acceptLanguage,
    },
    to: input.to,
    replyTo: form.notifyEmails[0] ?? null,
    mailFrom: ports.mailFrom,
    kind: 'autoresponder_test',
  });
  try {
    const outcome = await sendUnlessSuppressed(ports, email);
    return { sent: outcome.kind === 'sent', recipient: input.to };
  } catch (error) {
    if (error instanceof MailerError)
      throw new DependencyUnavailableError('the mail service did not accept the message; try again later');
    throw error;
  }
}
