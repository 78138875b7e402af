import * as z from 'zod/mini';
import { FORM_LIMITS, EmailHygienePolicySchema } from '../form.js';
import {
  extraSettings,
  normalizeRateLimit,
  normalizeResponseSetting,
  READ_ONLY_SETTINGS_KEYS,
  RETENTION_DAYS,
  SETTINGS_SECTIONS,
  type ErrorResponseSetting,
  type SettingsPatch,
  type SuccessResponseSetting,
} from '../form-settings.js';
import { captchaEcho } from './form-views.js';
import { STRICTNESS_LEVELS } from '../spam/strictness.js';
import { FORBIDDEN_KEYS, storableIssue } from '../storable.js';
import { described, withMeta } from './meta.js';

/**
 * FormSettings (spec table): the update schema validates and normalizes what a client sends (sections optional,
 * defaults filled in per section), the response schema describes what the API returns.
 */

const HTTP_URL = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).check(z.maxLength(2048));

/** The "required when type is redirect" rule, reported on `redirect_url`. */
const requireRedirectUrl = (
  value: { type: string; redirect_url?: string | undefined },
  ctx: z.core.$RefinementCtx<unknown>,
) => {
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

const redirectUrlField = withMeta(z.optional(z.string()), {
  format: 'uri',
  description: 'Absolute http(s) URL; required when type is redirect, dropped otherwise.',
});

const SuccessResponseInput = z.pipe(
  z
    .object({ type: z._default(z.enum(['hosted_page', 'redirect']), 'hosted_page'), redirect_url: redirectUrlField })
    .check(z.superRefine(requireRedirectUrl)),
  z.transform((v) => normalizeResponseSetting(v) as SuccessResponseSetting),
);

const ErrorResponseInput = z.pipe(
  z
    .object({
      type: z._default(z.enum(['hosted_page', 'redirect', 'same_as_success']), 'hosted_page'),
      redirect_url: redirectUrlField,
    })
    .check(z.superRefine(requireRedirectUrl)),
  z.transform((v) => normalizeResponseSetting(v) as ErrorResponseSetting),
);

const SpamSection = z.object({
  enabled: described(z._default(z.boolean(), true), 'Only an explicit false disables scoring.'),
  strictness: z._default(z.enum(STRICTNESS_LEVELS), 'medium'),
  blocked_keywords: described(
    z._default(
      z
        .array(z.string().check(z.minLength(1), z.maxLength(FORM_LIMITS.blockedKeywordLength)))
        .check(z.maxLength(FORM_LIMITS.blockedKeywords)),
      [],
    ),
    'Case-insensitive substrings; a submission containing any is always marked spam.',
  ),
});

const rateLimitNumber = (max: number, fallback: number) =>
  withMeta(
    described(
      z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(max))),
      'Omitted or 0 falls back to the default.',
    ),
    { default: fallback },
  );

const RateLimitSection = z.pipe(
  z.object({
    disabled: z._default(z.boolean(), false),
    limit: rateLimitNumber(FORM_LIMITS.rateLimitCount, 1),
    window_seconds: rateLimitNumber(FORM_LIMITS.rateLimitWindowSeconds, 30),
    burst: rateLimitNumber(FORM_LIMITS.rateLimitCount, 20),
    burst_window_seconds: rateLimitNumber(FORM_LIMITS.rateLimitWindowSeconds, 600),
  }),
  z.transform((value) => normalizeRateLimit(value)),
);

const privacyFieldList = z._default(
  z
    .array(z.string().check(z.minLength(1), z.maxLength(FORM_LIMITS.privacyFieldLength)))
    .check(z.maxLength(FORM_LIMITS.privacyFields)),
  [],
);

const PrivacySection = z.object({
  redact_fields: described(privacyFieldList, 'Values replaced with the literal text [redacted] before storage.'),
  do_not_store_fields: described(privacyFieldList, 'Fields dropped entirely before storage.'),
});

const EmailSection = z.object({
  notify_spam: described(z._default(z.boolean(), false), 'Also notify owners of spam-classified submissions.'),
});

const RetentionDaysSchema = z.nullable(z.literal(RETENTION_DAYS));

const RetentionSection = z.object({
  days: described(
    z._default(RetentionDaysSchema, null),
    'null uses the plan default (30 days on free, 365 on paid plans).',
  ),
});

const EXTRA_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * Checks the unknown top-level keys a client may store: their names and count, then that every value can be kept
 * exactly as sent (depth, numbers, key names: `storable.ts`), then the total size.
 */
const checkExtraSettings = (value: Record<string, unknown>, ctx: z.core.$RefinementCtx<unknown>) => {
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

const readOnlyEcho = (description: string) => withMeta(z.optional(z.unknown()), { readOnly: true, description });

/**
 * Settings in an update request: every section optional; a section sent replaces the stored one (fields omitted
 * inside it take their defaults), `null` resets it. Unknown keys inside typed sections are dropped; unknown
 * top-level keys are kept (`null` removes one). `captcha` and `email_hygiene` are accepted and ignored.
 */
export const FormSettingsUpdateSchema = withMeta(
  z.pipe(
    z
      .catchall(
        z.object({
          response: z.optional(
            z.nullable(
              z.object({
                success: z.optional(z.nullable(SuccessResponseInput)),
                error: z.optional(z.nullable(ErrorResponseInput)),
              }),
            ),
          ),
          spam: z.optional(z.nullable(SpamSection)),
          rate_limit: z.optional(z.nullable(RateLimitSection)),
          privacy: z.optional(z.nullable(PrivacySection)),
          email: z.optional(z.nullable(EmailSection)),
          retention: z.optional(z.nullable(RetentionSection)),
          captcha: readOnlyEcho('Read-only here; managed by PUT /v1/forms/{id}/captcha. Ignored on write.'),
          email_hygiene: readOnlyEcho('Read-only here; managed by PUT /v1/forms/{id}/email-hygiene. Ignored on write.'),
        }),
        z.unknown(),
      )
      .check(z.superRefine(checkExtraSettings)),
    z.transform((value): SettingsPatch => {
      const patch: Record<string, unknown> = { ...value };
      for (const key of READ_ONLY_SETTINGS_KEYS) delete patch[key];
      return patch as SettingsPatch;
    }),
  ),
  { id: 'FormSettingsUpdate', propertyNames: { pattern: EXTRA_KEY.source } },
);

/** The Form view's `settings`: the stored sections and extra keys, plus read-only echoes of the spam module's data. */
export const FormSettingsSchema = withMeta(
  z.catchall(
    z.object({
      ...SETTINGS_SECTIONS,
      captcha: withMeta(z.nullable(captchaEcho), {
        readOnly: true,
        description: 'Echo of the CAPTCHA configuration (never the secret); null when unset.',
      }),
      email_hygiene: withMeta(z.nullable(EmailHygienePolicySchema), {
        readOnly: true,
        description: 'Echo of the e-mail hygiene policy; null when unset.',
      }),
    }),
    z.unknown(),
  ),
  { id: 'FormSettings', description: 'Typed sections plus any unknown top-level keys a client stored.' },
);

/** The `settings` of a Form as the API returns it. */
export type FormSettingsView = z.output<typeof FormSettingsSchema>;
