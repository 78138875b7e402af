import type { EmailHygienePolicy, FormCaptcha } from '../form.js';

/**
 * The spam-protection attributes of a form item (`captcha`, `captcha_secret`, `email_hygiene`), written only through
 * this port so a form update can never clobber them and the secret never leaves the store except to the judge.
 */
export interface FormProtection {
  captcha: FormCaptcha | null;
  emailHygiene: EmailHygienePolicy | null;
}

export interface FormProtectionStore {
  /** The form's protection settings; undefined when the tenant has no such form. */
  get(tenantId: string, formId: string): Promise<FormProtection | undefined>;
  /** Sets `captcha` and `captcha_secret`; false when the tenant has no such form. */
  setCaptcha(tenantId: string, formId: string, captcha: FormCaptcha, secret: string, at: string): Promise<boolean>;
  /** Sets `email_hygiene`; false when the tenant has no such form. */
  setEmailHygiene(tenantId: string, formId: string, policy: EmailHygienePolicy, at: string): Promise<boolean>;
  /** The stored CAPTCHA secret (ingest only). */
  secret(tenantId: string, formId: string): Promise<string | undefined>;
}
