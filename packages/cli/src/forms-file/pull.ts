import type { FormbaseClient } from '@formbase/client';
import { FORMS_FILE_FIELDS } from '../contract.js';

/** An environment variable name for a form's CAPTCHA secret: `CAPTCHA_SECRET_` + the key in upper snake case. */
export const captchaSecretVar = (externalKey: string) =>
  `CAPTCHA_SECRET_${externalKey
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;

/**
 * The forms that have an external_key, written the way `apply` reads them: every managed key, so applying the pulled
 * file plans nothing. The CAPTCHA secret cannot be read back and becomes a `${CAPTCHA_SECRET_<KEY>}` reference.
 */
export async function pullForms(client: FormbaseClient): Promise<{ file: { forms: unknown[] }; skipped: number }> {
  const all = await client.GET('/v1/forms');
  const managed = all.filter((f) => f.external_key !== null);
  const forms = [];
  for (const summary of managed) {
    const path = { params: { path: { id: summary.id } } };
    const [form, webhooks, captcha, hygiene, domains, ips] = await Promise.all([
      client.GET('/v1/forms/{id}', path),
      client.GET('/v1/forms/{id}/webhooks', path),
      client.GET('/v1/forms/{id}/captcha', path),
      client.GET('/v1/forms/{id}/email-hygiene', path),
      client.GET('/v1/forms/{id}/blocked-domains', path),
      client.GET('/v1/forms/{id}/blocked-ips', path),
    ]);
    const { captcha: _captcha, email_hygiene: _hygiene, ...settings } = form.settings;
    const key = form.external_key!;
    // The form's own fields in the file's order; is_active only when false (a form in the file is active).
    const fields = Object.fromEntries(
      FORMS_FILE_FIELDS.filter((field) => field !== 'is_active' || !form.is_active).map((field) => [
        field,
        field === 'settings' ? settings : form[field],
      ]),
    );
    forms.push({
      external_key: key,
      ...fields,
      webhooks: webhooks.endpoints.map((w) => ({
        url: w.url,
        description: w.description,
        enabled: w.enabled,
        events: w.events,
        include_spam: w.include_spam,
      })),
      ...(captcha.provider && captcha.site_key
        ? {
            captcha: {
              enabled: captcha.enabled,
              provider: captcha.provider,
              site_key: captcha.site_key,
              secret: `\${${captchaSecretVar(key)}}`,
              ...(captcha.provider === 'captcha_v3' && captcha.min_score !== null
                ? { min_score: captcha.min_score }
                : {}),
            },
          }
        : {}),
      ...(hygiene.policy ? { email_hygiene: hygiene.policy } : {}),
      blocked_domains: domains.domains.filter((d) => d.form_id === form.id).map((d) => d.domain),
      blocked_ips: ips.ips.filter((i) => i.form_id === form.id).map((i) => i.network),
    });
  }
  return { file: { forms }, skipped: all.length - managed.length };
}
