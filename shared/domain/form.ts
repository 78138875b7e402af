import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { defineEntity, described, type EntityOf } from './entity.js';
import { CAPTCHA_PROVIDERS } from './spam/captcha.js';
import { defaultSettings, FormSettingsSchema } from './form-settings.js';
import { STATE_COUNTS, zeroStateCounts } from './submission.js';

/**
 * The Form entity and its store port; its settings' sections and rules are `form-settings.ts`. The wire schemas
 * live in `schemas/forms.ts`; this module knows nothing about HTTP or DynamoDB.
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
