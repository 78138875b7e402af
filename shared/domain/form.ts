import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { defineEntity, described, type EntityOf } from './entity.js';
import { CAPTCHA_PROVIDERS } from './spam/captcha.js';
import { STRICTNESS_LEVELS } from './spam/strictness.js';
import { STATE_COUNTS, zeroStateCounts } from './submission.js';

/**
 * The Form entity, its store port and the pure settings rules (defaults, section merge). The wire schemas live in
 * `schemas/forms.ts`; this module knows nothing about HTTP or DynamoDB.
 */

/**
 * Limits of the forms contract: the spec's Limits table plus the ones it leaves open. Together they must fit one
 * DynamoDB item (400 KB) with every field at its maximum and every character at its widest (docs/decisions/api-conventions.md, "Form
 * item budget"; `test/integration/forms-hostile.test.ts` stores such a form).
 */
export const FORM_LIMITS = {
  name: 120,
  emoji: 32,
  externalKey: 200,
  notifySubject: 250,
  /** notify_emails, notify_cc_emails, notify_bcc_emails and each routing alias list. */
  emailsPerList: 10,
  routingAliases: 20,
  allowedOrigins: 50,
  /** Longest origin, as sent and once normalized (an IDN host grows when converted to punycode). */
  originLength: 300,
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

export const ACCESS_MODES = ['public', 'protected'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];
export const AccessModeSchema = z.enum(ACCESS_MODES).register(z.globalRegistry, { id: 'AccessMode' });
export const RETENTION_DAYS = [30, 60, 90, 180, 365] as const;
export type RetentionDays = (typeof RETENTION_DAYS)[number];

const RetentionDaysSchema = z.nullable(z.literal(RETENTION_DAYS));
/** Checked when written (request schemas); marked by format only here, so reading a form needs no URL parser. */
const uri = () => z.string().register(z.globalRegistry, { format: 'uri' });

/**
 * The stored sections of a form's settings, each complete once stored (the update schema fills in defaults). The API
 * shows them as they are (`settings` of the Form view), so these schemas are the contract's FormSettings sections.
 */
export const SETTINGS_SECTIONS = {
  response: z.object({
    success: z.discriminatedUnion('type', [
      z.object({ type: z.literal('hosted_page') }),
      z.object({ type: z.literal('redirect'), redirect_url: uri() }),
    ]),
    error: z.discriminatedUnion('type', [
      z.object({ type: z.enum(['hosted_page', 'same_as_success']) }),
      z.object({ type: z.literal('redirect'), redirect_url: uri() }),
    ]),
  }),
  spam: z.object({
    /** Only an explicit `false` turns scoring off. */
    enabled: z.boolean(),
    strictness: z.enum(STRICTNESS_LEVELS),
    blocked_keywords: z.array(z.string()),
  }),
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
};

/** Stored settings: the typed sections plus any unknown top-level keys a client sent (kept for forward compatibility). */
export const FormSettingsSchema = z.catchall(z.object(SETTINGS_SECTIONS), z.unknown());
export type FormSettings = z.output<typeof FormSettingsSchema>;
export type TypedSettings = { [K in keyof typeof SETTINGS_SECTIONS]: z.output<(typeof SETTINGS_SECTIONS)[K]> };
export type SuccessResponseSetting = TypedSettings['response']['success'];
export type ErrorResponseSetting = TypedSettings['response']['error'];
export type SpamSettings = TypedSettings['spam'];
export type RateLimitSettings = TypedSettings['rate_limit'];
export type PrivacySettings = TypedSettings['privacy'];

export type TypedSectionName = 'spam' | 'rate_limit' | 'privacy' | 'email' | 'retention';
export const TYPED_SECTIONS: readonly TypedSectionName[] = ['spam', 'rate_limit', 'privacy', 'email', 'retention'];
/** Keys of `settings` that are echoed from their own endpoints and never written through a form update. */
export const READ_ONLY_SETTINGS_KEYS = ['captcha', 'email_hygiene'] as const;
const RESERVED_SETTINGS_KEYS = new Set<string>(['response', ...TYPED_SECTIONS, ...READ_ONLY_SETTINGS_KEYS]);

export const RATE_LIMIT_DEFAULTS: Omit<RateLimitSettings, 'disabled'> = {
  limit: 1,
  window_seconds: 30,
  burst: 20,
  burst_window_seconds: 600,
};

/** The settings of a new form, as the spec's FormSettings table gives them. */
export function defaultSettings(): FormSettings {
  return {
    response: { success: { type: 'hosted_page' }, error: { type: 'hosted_page' } },
    spam: { enabled: true, strictness: 'medium', blocked_keywords: [] },
    rate_limit: { disabled: false, ...RATE_LIMIT_DEFAULTS },
    privacy: { redact_fields: [], do_not_store_fields: [] },
    email: { notify_spam: false },
    retention: { days: null },
  };
}

/** Omitted or zero rate-limit values fall back to the defaults (the spec's rate-limit rule). */
export function normalizeRateLimit(
  input: Partial<Record<keyof RateLimitSettings, number | boolean | undefined>>,
): RateLimitSettings {
  const pick = (name: keyof typeof RATE_LIMIT_DEFAULTS) => {
    const value = input[name];
    return typeof value === 'number' && value > 0 ? value : RATE_LIMIT_DEFAULTS[name];
  };
  return {
    disabled: input.disabled === true,
    limit: pick('limit'),
    window_seconds: pick('window_seconds'),
    burst: pick('burst'),
    burst_window_seconds: pick('burst_window_seconds'),
  };
}

/** A `redirect_url` is kept only when the type is `redirect` (the schema has already required it there). */
export function normalizeResponseSetting<T extends string>(input: { type: T; redirect_url?: string }) {
  return input.type === 'redirect' ? { type: input.type, redirect_url: input.redirect_url! } : { type: input.type };
}

/**
 * What a client asked to change in `settings`, already validated and normalized section by section. A typed section
 * set to `null` is reset to its defaults; an extra key set to `null` is removed.
 */
export interface SettingsPatch {
  response?: { success?: SuccessResponseSetting | null; error?: ErrorResponseSetting | null } | null;
  spam?: SpamSettings | null;
  rate_limit?: RateLimitSettings | null;
  privacy?: PrivacySettings | null;
  email?: { notify_spam: boolean } | null;
  retention?: { days: RetentionDays | null } | null;
  [extra: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stored settings read back: typed sections missing from an item take their defaults,
 * read-only keys are dropped, and the result is validated (a corrupt item throws, never leaks).
 *
 * @example resolveSettings({ spam: { enabled: false, strictness: 'low', blocked_keywords: [] } }).rate_limit.limit // 1
 */
export function resolveSettings(stored: unknown): FormSettings {
  const source = isRecord(stored) ? stored : {};
  const defaults = defaultSettings();
  const response = isRecord(source.response) ? source.response : {};
  const typed = Object.fromEntries(TYPED_SECTIONS.map((name) => [name, source[name] ?? defaults[name]]));
  return FormSettingsSchema.parse({
    ...extraSettings(source),
    ...typed,
    response: {
      success: response.success ?? defaults.response.success,
      error: response.error ?? defaults.response.error,
    },
  });
}

/** The unknown top-level keys of a settings object (everything but the typed and read-only sections). */
export function extraSettings(settings: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(settings).filter(([key]) => !RESERVED_SETTINGS_KEYS.has(key)));
}

/**
 * Applies a settings patch: sections sent replace the stored section, omitted sections keep their stored values,
 * `response.success` and `response.error` are replaced independently, extra keys are merged key by key.
 *
 * @example mergeSettings(stored, { retention: { days: 90 } }) // only retention changes
 */
export function mergeSettings(stored: FormSettings, patch: SettingsPatch): FormSettings {
  const defaults = defaultSettings();
  const next: FormSettings = { ...stored, response: { ...stored.response } };
  for (const section of TYPED_SECTIONS) {
    if (section in patch) Object.assign(next, { [section]: patch[section] ?? defaults[section] });
  }
  if ('response' in patch) {
    const response = patch.response;
    if (response === null) next.response = defaults.response;
    else if (response) {
      if ('success' in response) next.response.success = response.success ?? defaults.response.success;
      if ('error' in response) next.response.error = response.error ?? defaults.response.error;
    }
  }
  for (const [key, value] of Object.entries(extraSettings(patch))) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

export const NotificationRoutingAliasSchema = z
  .object({
    alias: z.string(),
    to_emails: z.array(z.string()),
    cc_emails: z.array(z.string()),
    bcc_emails: z.array(z.string()),
  })
  .register(z.globalRegistry, { id: 'NotificationRoutingAlias' });
export type NotificationRoutingAlias = z.output<typeof NotificationRoutingAliasSchema>;

/** CAPTCHA configuration as the spam module stores it on the form item (the secret is stored apart, never here). */
export const FormCaptchaSchema = z.object({
  enabled: z.boolean(),
  provider: z.enum(CAPTCHA_PROVIDERS),
  site_key: z.string(),
  min_score: z.optional(z.nullable(z.number())),
});
export type FormCaptcha = z.output<typeof FormCaptchaSchema>;

export const EmailHygienePolicySchema = z.object({
  mode: z.enum(['flag', 'block']),
  require_mx: z.boolean(),
  block_disposable: z.boolean(),
});
export type EmailHygienePolicy = z.output<typeof EmailHygienePolicySchema>;

const emails = () => z.array(z.string());

export const FormEntity = defineEntity('Form', {
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  emoji: z.string(),
  publicSlug: described(z.string(), 'Used in POST /f/{public_slug}.'),
  accessMode: AccessModeSchema,
  isActive: z.boolean(),
  externalKey: z.nullable(z.string()),
  settings: FormSettingsSchema,
  notifyEmails: emails(),
  notifyCcEmails: emails(),
  notifyBccEmails: emails(),
  notifyRoutingAliases: z.array(NotificationRoutingAliasSchema),
  notifySubject: z.nullable(z.string()),
  allowedOrigins: z.array(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Set when the form was moved to trash (DELETE); a trashed form is also inactive. */
  deletedAt: z.nullable(z.string()),
  submissionCount: z.int(),
  unreadSubmissionCount: z.int(),
  submissionCounts: described(
    z.object(
      Object.fromEntries(STATE_COUNTS.map((name) => [name, z.int()])) as Record<
        (typeof STATE_COUNTS)[number],
        z.ZodMiniInt
      >,
    ),
    'Submissions per inbox tab: each status outside the trash, the trash, and unread and starred ones outside the trash. Kept from the table stream: exact within seconds of a change.',
  ),
  /** Written only by the spam-protection module; read-only here. */
  captcha: z.nullable(FormCaptchaSchema),
  emailHygiene: z.nullable(EmailHygienePolicySchema),
  /** Optimistic-concurrency counter: every form update checks and bumps it. */
  version: z.int(),
});
export type Form = EntityOf<typeof FormEntity>;

/** A new, active form with the spec's defaults (the slug comes from the CSPRNG). */
export function newForm(
  input: Pick<Form, 'id' | 'tenantId' | 'name'> &
    Partial<Pick<Form, 'emoji' | 'accessMode' | 'externalKey' | 'notifyEmails'>>,
  now: Date,
): Form {
  const at = now.toISOString();
  return {
    ...input,
    emoji: input.emoji ?? DEFAULT_FORM_EMOJI,
    accessMode: input.accessMode ?? 'public',
    externalKey: input.externalKey ?? null,
    publicSlug: newPublicSlug(),
    isActive: true,
    settings: defaultSettings(),
    notifyEmails: input.notifyEmails ?? [],
    notifyCcEmails: [],
    notifyBccEmails: [],
    notifyRoutingAliases: [],
    notifySubject: null,
    allowedOrigins: [],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    submissionCount: 0,
    unreadSubmissionCount: 0,
    submissionCounts: zeroStateCounts(),
    captcha: null,
    emailHygiene: null,
    version: 1,
  };
}

/** A form accepts public submissions only while active (a trashed form is never active). */
export const acceptsSubmissions = (form: Form): boolean => form.isActive && form.deletedAt === null;

export const DEFAULT_FORM_EMOJI = '📝';

const SLUG_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const PUBLIC_SLUG_LENGTH = 22;

/**
 * A new public slug: 22 characters of lowercase Crockford base32 from the CSPRNG (110 bits). The slug is the only
 * thing a visitor needs to submit to a public form, so it must not be guessable or enumerable; 110 random bits make
 * a collision between two forms negligible (birthday bound ~2^55 forms), so no uniqueness guard item is needed.
 * Lowercase letters only, because URLs pass through tools that change case.
 */
export function newPublicSlug(): string {
  const bytes = randomBytes(PUBLIC_SLUG_LENGTH);
  let slug = '';
  for (const byte of bytes) slug += SLUG_ALPHABET[byte & 31];
  return slug;
}

export const PUBLIC_SLUG_PATTERN = new RegExp(`^[${SLUG_ALPHABET}]{${PUBLIC_SLUG_LENGTH}}$`);

/** True for a string shaped like a public slug; lets ingest refuse garbage without a table read. */
export const isPublicSlug = (value: string): boolean => PUBLIC_SLUG_PATTERN.test(value);

/** Port: where forms live. Every read is scoped by tenant except the public slug lookup used by ingest. */
export interface FormStore {
  /** Stores a new form; throws `ConflictError` (field `external_key`) when the tenant already uses the key. */
  create(form: Form): Promise<void>;
  get(tenantId: string, formId: string): Promise<Form | undefined>;
  /** The form behind a public slug, any tenant (ingest). Eventually consistent (index read). */
  getBySlug(slug: string): Promise<Form | undefined>;
  /** The tenant's forms, newest first; with `externalKey`, the one form holding that key (or none). */
  list(tenantId: string, filter?: { externalKey?: string }): Promise<Form[]>;
  /**
   * Writes the mutable fields of `next` if the stored form still has `previous.version`; false when it changed
   * meanwhile (caller re-reads and retries) or vanished. Throws `ConflictError` for a taken `external_key`.
   */
  update(previous: Form, next: Form): Promise<boolean>;
  /** Moves a form to trash (inactive, `deletedAt` set once); the updated form, or undefined when it does not exist. */
  trash(tenantId: string, formId: string, at: string): Promise<Form | undefined>;
}
