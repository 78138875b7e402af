import { z } from 'zod';
import {
  extraSettings,
  normalizeRateLimit,
  normalizeResponseSetting,
  READ_ONLY_SETTINGS_KEYS,
  RETENTION_DAYS,
  type ErrorResponseSetting,
  type SettingsPatch,
  type SuccessResponseSetting,
} from '../form.js';

/**
 * The forms contract (spec: Form, FormSettings, NotificationRoutingAlias, Create/UpdateFormRequest). Request schemas
 * validate and normalize bodies; response schemas describe what the API returns. Both feed the OpenAPI document.
 */

export const FORM_LIMITS = {
  name: 120,
  emoji: 32,
  externalKey: 200,
  notifySubject: 250,
  /** notify_emails, notify_cc_emails, notify_bcc_emails and each routing alias list. */
  emailsPerList: 10,
  routingAliases: 50,
  allowedOrigins: 50,
  blockedKeywords: 200,
  blockedKeywordLength: 80,
  privacyFields: 100,
  privacyFieldLength: 120,
  extraSettingsKeys: 32,
  extraSettingsBytes: 8192,
  /** Upper bounds of the rate-limit numbers (the spec gives minimums only). */
  rateLimitCount: 1_000_000,
  rateLimitWindowSeconds: 2_678_400,
} as const;

const HTTP_URL = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).max(2048);

const emailAddress = z.email({ error: 'must be an e-mail address' }).max(254);
const emailList = z.array(emailAddress).max(FORM_LIMITS.emailsPerList);

export const AccessModeSchema = z.enum(['public', 'protected']).meta({ id: 'AccessMode' });

const externalKey = z
  .string()
  .regex(/^[A-Za-z0-9._:@/-]{1,200}$/, {
    error: 'must be 1-200 characters of letters, digits and . _ : @ / -',
  })
  .meta({ description: 'Config-as-code key, unique within the tenant.', examples: ['marketing/contact'] });

// ---------------------------------------------------------------- settings (request side)

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
  strictness: z.enum(['low', 'medium', 'high']).default('medium'),
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
  redact_fields: privacyFieldList.meta({ description: 'Values replaced with the literal text [redacted] before storage.' }),
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

/** Checks the unknown top-level keys a client may store: their names, count and size. */
const checkExtraSettings = (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const extras = extraSettings(value);
  const keys = Object.keys(extras);
  const badKey = keys.find((key) => !EXTRA_KEY.test(key));
  if (badKey !== undefined) {
    ctx.addIssue({ code: 'custom', path: [badKey], message: 'extra settings keys are 1-64 letters, digits, _ or -, starting with a letter' });
  } else if (keys.length > FORM_LIMITS.extraSettingsKeys) {
    ctx.addIssue({ code: 'custom', message: `at most ${FORM_LIMITS.extraSettingsKeys} extra settings keys` });
  } else if (Buffer.byteLength(JSON.stringify(extras)) > FORM_LIMITS.extraSettingsBytes) {
    ctx.addIssue({ code: 'custom', message: `extra settings keys may hold at most ${FORM_LIMITS.extraSettingsBytes} bytes of JSON` });
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
  .meta({
    id: 'FormSettingsUpdate',
    examples: [{ rate_limit: { limit: 5, window_seconds: 60 }, retention: { days: 90 } }],
  });

// ---------------------------------------------------------------- origins and aliases

/** An exact origin (`https://example.com`, a trailing slash tolerated) or `*`; stored as the normalized origin. */
const OriginSchema = z
  .string()
  .max(300)
  .transform((value, ctx) => {
    if (value === '*') return value;
    const origin = toOrigin(value);
    if (origin === undefined) {
      ctx.addIssue({ code: 'custom', message: 'must be an origin such as https://example.com, or *' });
      return z.NEVER;
    }
    return origin;
  })
  .meta({ examples: ['https://example.com', '*'] });

function toOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    const plain = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!['http:', 'https:'].includes(url.protocol) || !plain) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

const aliasObject = {
  alias: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, { error: 'must match ^[a-z0-9][a-z0-9_-]{0,63}$' }),
  to_emails: emailList,
  cc_emails: emailList,
  bcc_emails: emailList,
};

/** A routing alias as sent: unknown keys are rejected so a typo never silently drops recipients. */
export const NotificationRoutingAliasInputSchema = z.strictObject(aliasObject);

const RoutingAliasList = z
  .array(NotificationRoutingAliasInputSchema)
  .max(FORM_LIMITS.routingAliases)
  .superRefine((aliases, ctx) => {
    const seen = new Set<string>();
    aliases.forEach((a, i) => {
      if (seen.has(a.alias)) ctx.addIssue({ code: 'custom', path: [i, 'alias'], message: 'duplicate alias' });
      seen.add(a.alias);
    });
  });

// ---------------------------------------------------------------- requests

const name = z.string().trim().min(1).max(FORM_LIMITS.name);
const emoji = z.string().trim().min(1).max(FORM_LIMITS.emoji);

export const CreateFormRequestSchema = z
  .strictObject({
    name,
    emoji: emoji.optional().meta({ description: 'Defaults to 📝.' }),
    access_mode: AccessModeSchema.default('public'),
    external_key: externalKey.nullable().optional(),
  })
  .meta({ id: 'CreateFormRequest', examples: [{ name: 'Contact', emoji: '✉️', access_mode: 'public', external_key: 'site/contact' }] });

export const UpdateFormRequestSchema = z
  .strictObject({
    access_mode: AccessModeSchema.optional(),
    allowed_origins: z.array(OriginSchema).max(FORM_LIMITS.allowedOrigins).optional(),
    emoji: emoji.optional(),
    external_key: externalKey.nullable().optional().meta({ description: 'null removes the key.' }),
    is_active: z.boolean().optional().meta({ description: 'true also restores a form from trash.' }),
    name: name.optional(),
    notify_bcc_emails: emailList.optional(),
    notify_cc_emails: emailList.optional(),
    notify_emails: emailList.optional(),
    notify_routing_aliases: RoutingAliasList.optional(),
    notify_subject: z
      .string()
      .trim()
      .min(1)
      .max(FORM_LIMITS.notifySubject)
      .nullable()
      .optional()
      .meta({ description: 'Template; may contain {{form_name}}. null restores the default subject.' }),
    settings: FormSettingsUpdateSchema.optional(),
  })
  .meta({
    id: 'UpdateFormRequest',
    examples: [{ notify_emails: ['owner@example.com'], notify_subject: 'New message on {{form_name}}', settings: { spam: { strictness: 'high' } } }],
  });

export type CreateFormRequest = z.output<typeof CreateFormRequestSchema>;
export type UpdateFormRequest = z.output<typeof UpdateFormRequestSchema>;

export const ListFormsQuerySchema = z.strictObject({
  external_key: externalKey.optional().meta({ description: 'Only the form holding this config-as-code key.' }),
});

// ---------------------------------------------------------------- responses

const uri = z.string().meta({ format: 'uri' });

export const NotificationRoutingAliasSchema = z
  .object({ alias: z.string(), to_emails: z.array(z.string()), cc_emails: z.array(z.string()), bcc_emails: z.array(z.string()) })
  .meta({ id: 'NotificationRoutingAlias' });

export const FormSettingsSchema = z
  .object({
    response: z.object({
      success: z.object({ type: z.enum(['hosted_page', 'redirect']), redirect_url: uri.optional() }),
      error: z.object({ type: z.enum(['hosted_page', 'redirect', 'same_as_success']), redirect_url: uri.optional() }),
    }),
    spam: z.object({ enabled: z.boolean(), strictness: z.enum(['low', 'medium', 'high']), blocked_keywords: z.array(z.string()) }),
    rate_limit: z.object({
      disabled: z.boolean(),
      limit: z.int(),
      window_seconds: z.int(),
      burst: z.int(),
      burst_window_seconds: z.int(),
    }),
    privacy: z.object({ redact_fields: z.array(z.string()), do_not_store_fields: z.array(z.string()) }),
    email: z.object({ notify_spam: z.boolean() }),
    retention: z.object({ days: RetentionDaysSchema }),
    captcha: z
      .object({ enabled: z.boolean(), provider: z.string(), site_key: z.string() })
      .nullable()
      .meta({ readOnly: true, description: 'Echo of the CAPTCHA configuration (never the secret); null when unset.' }),
    email_hygiene: z
      .object({ mode: z.enum(['flag', 'block']), require_mx: z.boolean(), block_disposable: z.boolean() })
      .nullable()
      .meta({ readOnly: true, description: 'Echo of the e-mail hygiene policy; null when unset.' }),
  })
  .catchall(z.unknown())
  .meta({ id: 'FormSettings', description: 'Typed sections plus any unknown top-level keys a client stored.' });

const summaryShape = {
  id: z.string(),
  name: z.string(),
  emoji: z.string(),
  public_slug: z.string().meta({ description: 'Used in POST /f/{public_slug}.' }),
  access_mode: AccessModeSchema,
  is_active: z.boolean(),
  created_at: z.iso.datetime(),
  submission_count: z.int(),
  unread_submission_count: z.int(),
  external_key: z.string().nullable(),
};

export const FormSummarySchema = z.object(summaryShape).meta({ id: 'FormSummary' });

export const FormSchema = z
  .object({
    ...summaryShape,
    settings: FormSettingsSchema,
    notify_emails: z.array(z.string()),
    notify_cc_emails: z.array(z.string()),
    notify_bcc_emails: z.array(z.string()),
    notify_routing_aliases: z.array(NotificationRoutingAliasSchema),
    notify_subject: z.string().nullable(),
    allowed_origins: z.array(z.string()),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Form' });

export const FormListSchema = z.array(FormSummarySchema).meta({ id: 'FormList' });

export type FormView = z.infer<typeof FormSchema>;
export type FormSummaryView = z.infer<typeof FormSummarySchema>;
