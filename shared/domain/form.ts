import { randomBytes } from 'node:crypto';

/**
 * The Form entity, its store port and the pure settings rules (defaults, section merge). The wire schemas live in
 * `schemas/forms.ts`; this module knows nothing about HTTP or DynamoDB.
 */

/**
 * Limits of the forms contract: the spec's Limits table plus the ones it leaves open. Together they must fit one
 * DynamoDB item (400 KB) with every field at its maximum and every character at its widest (docs/decisions.md, "Form
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

export type AccessMode = 'public' | 'protected';
export const RETENTION_DAYS = [30, 60, 90, 180, 365] as const;
export type RetentionDays = (typeof RETENTION_DAYS)[number];

export type SuccessResponseSetting = { type: 'hosted_page' } | { type: 'redirect'; redirect_url: string };
export type ErrorResponseSetting =
  { type: 'hosted_page' | 'same_as_success' } | { type: 'redirect'; redirect_url: string };

export interface SpamSettings {
  enabled: boolean;
  strictness: 'low' | 'medium' | 'high';
  blocked_keywords: string[];
}
export interface RateLimitSettings {
  disabled: boolean;
  limit: number;
  window_seconds: number;
  burst: number;
  burst_window_seconds: number;
}
export interface PrivacySettings {
  redact_fields: string[];
  do_not_store_fields: string[];
}

/** The typed sections of a form's settings, always complete once stored (defaults filled in). */
export interface TypedSettings {
  response: { success: SuccessResponseSetting; error: ErrorResponseSetting };
  spam: SpamSettings;
  rate_limit: RateLimitSettings;
  privacy: PrivacySettings;
  email: { notify_spam: boolean };
  retention: { days: RetentionDays | null };
}

/** Stored settings: the typed sections plus any unknown top-level keys a client sent (kept for forward compatibility). */
export type FormSettings = TypedSettings & { [extra: string]: unknown };

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

/**
 * Fills any typed section missing from stored settings with its defaults (items written before a section existed)
 * and drops read-only keys that must never be stored.
 *
 * @example resolveSettings({ spam: { enabled: false, strictness: 'low', blocked_keywords: [] } }).rate_limit.limit // 1
 */
export function resolveSettings(stored: Record<string, unknown> | undefined): FormSettings {
  const defaults = defaultSettings();
  const source = stored ?? {};
  const response = (source.response ?? {}) as Partial<TypedSettings['response']>;
  const settings: FormSettings = {
    ...extraSettings(source),
    response: {
      success: response.success ?? defaults.response.success,
      error: response.error ?? defaults.response.error,
    },
    spam: (source.spam as SpamSettings | undefined) ?? defaults.spam,
    rate_limit: (source.rate_limit as RateLimitSettings | undefined) ?? defaults.rate_limit,
    privacy: (source.privacy as PrivacySettings | undefined) ?? defaults.privacy,
    email: (source.email as TypedSettings['email'] | undefined) ?? defaults.email,
    retention: (source.retention as TypedSettings['retention'] | undefined) ?? defaults.retention,
  };
  return settings;
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
    if (!(section in patch)) continue;
    (next as Record<string, unknown>)[section] = patch[section] ?? defaults[section];
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

export interface NotificationRoutingAlias {
  alias: string;
  to_emails: string[];
  cc_emails: string[];
  bcc_emails: string[];
}

/** CAPTCHA configuration as the spam module stores it on the form item (the secret is stored apart, never here). */
export interface FormCaptcha {
  enabled: boolean;
  provider: string;
  site_key: string;
  min_score?: number | null;
}

export interface EmailHygienePolicy {
  mode: 'flag' | 'block';
  require_mx: boolean;
  block_disposable: boolean;
}

export interface Form {
  id: string;
  tenantId: string;
  name: string;
  emoji: string;
  publicSlug: string;
  accessMode: AccessMode;
  isActive: boolean;
  externalKey: string | null;
  settings: FormSettings;
  notifyEmails: string[];
  notifyCcEmails: string[];
  notifyBccEmails: string[];
  notifyRoutingAliases: NotificationRoutingAlias[];
  notifySubject: string | null;
  allowedOrigins: string[];
  createdAt: string;
  updatedAt: string;
  /** Set when the form was moved to trash (DELETE); a trashed form is also inactive. */
  deletedAt: string | null;
  submissionCount: number;
  unreadSubmissionCount: number;
  /** Written only by the spam-protection module; read-only here. */
  captcha: FormCaptcha | null;
  emailHygiene: EmailHygienePolicy | null;
  /** Optimistic-concurrency counter: every form update checks and bumps it. */
  version: number;
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
