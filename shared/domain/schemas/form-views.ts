import * as z from 'zod/mini';
import { FormCaptchaSchema, FormEntity, type Form } from '../form.js';
import type { FormSettingsView } from './form-settings.js';

/**
 * The API views of a form, in zod/mini: the API's schemas (`forms.ts`, classic zod) are built from them, and the
 * delivery functions map forms with them without bundling classic zod (~380 KB). The view's `settings` field stands
 * in for the FormSettings schema, which `forms.ts` puts in its place.
 */

const { enabled, provider, site_key } = FormCaptchaSchema.shape;
/** What the Form view echoes of the CAPTCHA configuration (never the secret). */
export const captchaEcho = z.object({ enabled, provider, site_key });

/** The Form view's `settings`: the stored sections and extra keys, plus read-only echoes of the spam module's data. */
export const settingsOf = (form: Pick<Form, 'settings' | 'captcha' | 'emailHygiene'>): FormSettingsView => ({
  ...form.settings,
  captcha: form.captcha && captchaEcho.parse(form.captcha),
  email_hygiene: form.emailHygiene && { ...form.emailHygiene },
});

const summaryFields = {
  id: true,
  name: true,
  emoji: true,
  publicSlug: true,
  accessMode: true,
  isActive: true,
  createdAt: true,
  submissionCount: true,
  unreadSubmissionCount: true,
  submissionCounts: true,
  externalKey: true,
} as const;

export const formSummaryFields = FormEntity.view<Form, typeof summaryFields>(summaryFields);

export const formFullFields = FormEntity.view({
  ...summaryFields,
  settings: { schema: z.custom<FormSettingsView>(), from: settingsOf },
  notifyEmails: true,
  notifyCcEmails: true,
  notifyBccEmails: true,
  notifyRoutingAliases: true,
  notifySubject: true,
  allowedOrigins: true,
  updatedAt: true,
});

/** The API views of a form (the API answers and delivery targets read these). */
export const formSummaryView = (form: Form) => formSummaryFields.map(form);

/** The full Form as the API returns it; CAPTCHA and e-mail hygiene are echoed read-only (never the secret). */
export const formView = (form: Form) => formFullFields.map(form);
