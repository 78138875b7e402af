import type { PrivacySettings } from '@shared/domain/form-settings.js';
import type { FieldMap, FieldObject, FieldValue } from '@shared/domain/fields.js';

/**
 * What ingest does to a visitor's fields before anything is stored: reserved fields are taken out, privacy rules
 * applied, the submitter's e-mail picked.
 */

/** CAPTCHA providers' own response field names (reCAPTCHA, hCaptcha, Turnstile): reserved like `_captcha`. */
export const CAPTCHA_TOKEN_FIELDS: readonly string[] = [
  'g-recaptcha-response',
  'h-captcha-response',
  'cf-turnstile-response',
];

/**
 * Every top-level name starting with `_` is reserved: the known ones (`_gotcha`, `_form_key`, `_captcha`,
 * `_uploads`, `_to`, `_subject`, `_replyto`) have a meaning, the rest are room for page hints (the spam stage reads
 * them all). None is stored as data.
 */
export const isReservedName = (name: string): boolean => name.startsWith('_') || CAPTCHA_TOKEN_FIELDS.includes(name);

export function splitReserved(fields: FieldMap): { data: FieldMap; reserved: FieldMap } {
  const data: FieldMap = new Map();
  const reserved: FieldMap = new Map();
  for (const [name, value] of fields) (isReservedName(name) ? reserved : data).set(name, value);
  return { data, reserved };
}

/** The first text of a value (a repeated field's first entry); undefined for anything else. */
export function firstText(value: FieldValue | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

export const REDACTED = '[redacted]';

/** Privacy rules as lowercase dotted paths (a top-level name is a path of one segment). */
function rules(privacy: PrivacySettings) {
  const lower = (names: readonly string[]) => new Set(names.map((n) => n.trim().toLowerCase()));
  return { drop: lower(privacy.do_not_store_fields), redact: lower(privacy.redact_fields) };
}

type Rules = ReturnType<typeof rules>;

function applyTo(value: FieldValue, path: string, r: Rules): FieldValue {
  if (Array.isArray(value)) return value.map((item) => applyTo(item, path, r));
  if (value === null || typeof value !== 'object') return value;
  const out: FieldObject = Object.create(null);
  for (const [key, member] of Object.entries(value)) {
    const memberPath = `${path}.${key}`.toLowerCase();
    if (r.drop.has(memberPath)) continue;
    out[key] = r.redact.has(memberPath) ? REDACTED : applyTo(member, memberPath, r);
  }
  return out;
}

/**
 * Drops `do_not_store_fields` and replaces `redact_fields` with `[redacted]`. Names match case-insensitively; a
 * rule matches a top-level field by name or a nested JSON member by its dotted path (`card.number`; array indexes
 * are not part of the path). A redacted value is replaced whole, whatever its type.
 *
 * @example applyPrivacy(new Map([['ssn', '123'], ['note', 'hi']]), { redact_fields: ['SSN'], do_not_store_fields: [] })
 * // Map { 'ssn' => '[redacted]', 'note' => 'hi' }
 */
export function applyPrivacy(data: FieldMap, privacy: PrivacySettings): FieldMap {
  const r = rules(privacy);
  const kept: FieldMap = new Map();
  for (const [name, value] of data) {
    const path = name.toLowerCase();
    if (r.drop.has(path)) continue;
    kept.set(name, r.redact.has(path) ? REDACTED : applyTo(value, path, r));
  }
  return kept;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** A plausible single address (not a proof: deliverability is the e-mail hygiene stage's business). */
export const isPlausibleEmail = (text: string): boolean => text.length <= 254 && EMAIL.test(text);

/**
 * The submitter's e-mail: `_replyto` when sent, else the `email` field, each only when plausible and not hidden by
 * a privacy rule (a dropped or redacted address is never copied elsewhere).
 */
export function submitterEmail(data: FieldMap, reserved: FieldMap, privacy: PrivacySettings): string | null {
  const r = rules(privacy);
  const hidden = (name: string) => r.drop.has(name) || r.redact.has(name);
  const emailName = [...data.keys()].find((name) => name.toLowerCase() === 'email');
  const candidates = [
    hidden('_replyto') ? undefined : firstText(reserved.get('_replyto')),
    emailName === undefined || hidden('email') ? undefined : firstText(data.get(emailName)),
  ];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed && isPlausibleEmail(trimmed)) return trimmed;
  }
  return null;
}

const ALIAS = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * The routing alias named by `_to` (lowercased), for the owner notification; null when absent or not shaped like an
 * alias. Whether the form defines it is the notification's business (an unknown alias uses the form's own lists).
 */
export function routingAliasOf(reserved: FieldMap): string | null {
  const alias = firstText(reserved.get('_to'))?.trim().toLowerCase();
  return alias !== undefined && ALIAS.test(alias) ? alias : null;
}
