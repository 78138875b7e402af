import { z } from 'zod';
import {
  extraSettings,
  FORM_LIMITS,
  normalizeRateLimit,
  normalizeResponseSetting,
  READ_ONLY_SETTINGS_KEYS,
  RETENTION_DAYS,
  SETTINGS_SECTIONS,
  EmailHygienePolicySchema,
  type ErrorResponseSetting,
  type SettingsPatch,
  type SuccessResponseSetting,
} from '../form.js';
import { captchaEcho } from './form-views.js';
import { STRICTNESS_LEVELS } from '../spam/strictness.js';
import { FORBIDDEN_KEYS, storableIssue } from '../storable.js';

/**
 * FormSettings (spec table): the update schema validates and normalizes what a client sends (sections optional,
 * defaults filled in per section), the response schema describes what the API returns.
 */

const HTTP_URL = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).max(2048);

/** The "required when type is redirect" rule, reported on `redirect_url`. */
const requireRedirectUrl = (value: { type: string; redirect_url?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.type !== 'redirect') return;
  const parsed = HTTP_URL.safeParse(value.redirect_url);
  if (!parsed.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['redirect_url'],
      message: value.redirect_url === undefined ? 'required when type is redirect' : 'must be an absolute http(s) URL',
    });
  }
};

const redirectUrlField = z
  .string()
  .optional()
  .meta({ format: 'uri', description: 'Absolute http(s) URL; required when type is redirect, dropped otherwise.' });

const SuccessResponseInput = z
  .object({ type: z.enum(['hosted_page', 'redirect']).default('hosted_page'), redirect_url: redirectUrlField })
  .superRefine(requireRedirectUrl)
  .transform((v) => normalizeResponseSetting(v) as SuccessResponseSetting);

const ErrorResponseInput = z
  .object({
    type: z.enum(['hosted_page', 'redirect', 'same_as_success']).default('hosted_page'),
    redirect_url: redirectUrlField,
  })
  .superRefine(requireRedirectUrl)
  .transform((v) => normalizeResponseSetting(v) as ErrorResponseSetting);

const SpamSection = z.object({
  enabled: z.boolean().default(true).meta({ description: 'Only an explicit false disables scoring.' }),
  strictness: z.enum(STRICTNESS_LEVELS).default('medium'),
  blocked_keywords: z
    .array(z.string().min(1).max(FORM_LIMITS.blockedKeywordLength))
    .max(FORM_LIMITS.blockedKeywords)
    .default([])
    .meta({ description: 'Case-insensitive substrings; a submission containing any is always marked spam.' }),
});

const rateLimitNumber = (max: number) =>
  z.number().int().min(0).max(max).optional().meta({ description: 'Omitted or 0 falls back to the default.' });

const RateLimitSection = z
  .object({
    disabled: z.boolean().default(false),
    limit: rateLimitNumber(FORM_LIMITS.rateLimitCount).meta({ default: 1 }),
    window_seconds: rateLimitNumber(FORM_LIMITS.rateLimitWindowSeconds).meta({ default: 30 }),
    burst: rateLimitNumber(FORM_LIMITS.rateLimitCount).meta({ default: 20 }),
    burst_window_seconds: rateLimitNumber(FORM_LIMITS.rateLimitWindowSeconds).meta({ default: 600 }),
  })
  .transform(normalizeRateLimit);

const privacyFieldList = z
  .array(z.string().min(1).max(FORM_LIMITS.privacyFieldLength))
  .max(FORM_LIMITS.privacyFields)
  .default([]);

const PrivacySection = z.object({
  redact_fields: privacyFieldList.meta({
    description: 'Values replaced with the literal text [redacted] before storage.',
  }),
  do_not_store_fields: privacyFieldList.meta({ description: 'Fields dropped entirely before storage.' }),
});

const EmailSection = z.object({
  notify_spam: z.boolean().default(false).meta({ description: 'Also notify owners of spam-classified submissions.' }),
});

const RetentionDaysSchema = z.literal(RETENTION_DAYS).nullable();

const RetentionSection = z.object({
  days: RetentionDaysSchema.default(null).meta({
    description: 'null uses the plan default (30 days on free, 365 on paid plans).',
  }),
});

const EXTRA_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * Checks the unknown top-level keys a client may store: their names and count, then that every value can be kept
 * exactly as sent (depth, numbers, key names: `storable.ts`), then the total size.
 */
const checkExtraSettings = (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const extras = extraSettings(value);
  const keys = Object.keys(extras);
  const badKey = keys.find((key) => !EXTRA_KEY.test(key) || FORBIDDEN_KEYS.has(key));
  if (badKey !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [badKey],
      message: FORBIDDEN_KEYS.has(badKey)
        ? `the key name ${badKey} is reserved`
        : 'extra settings keys are 1-64 letters, digits, _ or -, starting with a letter',
    });
    return;
  }
  if (keys.length > FORM_LIMITS.extraSettingsKeys) {
    ctx.addIssue({ code: 'custom', message: `at most ${FORM_LIMITS.extraSettingsKeys} extra settings keys` });
    return;
  }
  const unstorable = storableIssue(extras);
  if (unstorable) {
    ctx.addIssue({ code: 'custom', path: unstorable.path, message: unstorable.message });
  } else if (Buffer.byteLength(JSON.stringify(extras)) > FORM_LIMITS.extraSettingsBytes) {
    ctx.addIssue({
      code: 'custom',
      message: `extra settings keys may hold at most ${FORM_LIMITS.extraSettingsBytes} bytes of JSON`,
    });
  }
};

const readOnlyEcho = (description: string) => z.unknown().optional().meta({ readOnly: true, description });

/**
 * Settings in an update request: every section optional; a section sent replaces the stored one (fields omitted
 * inside it take their defaults), `null` resets it. Unknown keys inside typed sections are dropped; unknown
 * top-level keys are kept (`null` removes one). `captcha` and `email_hygiene` are accepted and ignored.
 */
export const FormSettingsUpdateSchema = z
  .object({
    response: z
      .object({ success: SuccessResponseInput.nullable().optional(), error: ErrorResponseInput.nullable().optional() })
      .nullable()
      .optional(),
    spam: SpamSection.nullable().optional(),
    rate_limit: RateLimitSection.nullable().optional(),
    privacy: PrivacySection.nullable().optional(),
    email: EmailSection.nullable().optional(),
    retention: RetentionSection.nullable().optional(),
    captcha: readOnlyEcho('Read-only here; managed by PUT /v1/forms/{id}/captcha. Ignored on write.'),
    email_hygiene: readOnlyEcho('Read-only here; managed by PUT /v1/forms/{id}/email-hygiene. Ignored on write.'),
  })
  .catchall(z.unknown())
  .superRefine(checkExtraSettings)
  .transform((value): SettingsPatch => {
    const patch: Record<string, unknown> = { ...value };
    for (const key of READ_ONLY_SETTINGS_KEYS) delete patch[key];
    return patch as SettingsPatch;
  })
  .meta({ id: 'FormSettingsUpdate' });

/** The Form view's `settings`: the stored sections and extra keys, plus read-only echoes of the spam module's data. */
export const FormSettingsSchema = z
  .object({
    ...SETTINGS_SECTIONS,
    captcha: z.nullable(captchaEcho).meta({
      readOnly: true,
      description: 'Echo of the CAPTCHA configuration (never the secret); null when unset.',
    }),
    email_hygiene: z.nullable(EmailHygienePolicySchema).meta({
      readOnly: true,
      description: 'Echo of the e-mail hygiene policy; null when unset.',
    }),
  })
  .catchall(z.unknown())
  .meta({ id: 'FormSettings', description: 'Typed sections plus any unknown top-level keys a client stored.' });

/** The `settings` of a Form as the API returns it. */
export type FormSettingsView = z.output<typeof FormSettingsSchema>;
