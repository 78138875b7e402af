import * as z from 'zod/mini';
import { STRICTNESS_LEVELS } from './spam/strictness.js';

/**
 * A form's settings: the stored sections and their schemas, the defaults of a new form, and the pure rules that
 * read stored settings and merge a change into them. The Form entity (`form.ts`) holds them; the wire schemas live
 * in `schemas/forms.ts`.
 */
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
