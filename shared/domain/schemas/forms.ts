import * as z from 'zod/mini';
import { AccessModeSchema, FORM_LIMITS, type Form } from '../form.js';
import { mergeSettings } from '../form-settings.js';
import { FormSettingsSchema, FormSettingsUpdateSchema } from './form-settings.js';
import { formFullFields, formSummaryFields, formSummaryView, formView } from './form-views.js';
import { described, refuse, withMeta } from './meta.js';

/**
 * The forms contract (spec: Form, NotificationRoutingAlias, Create/UpdateFormRequest; FormSettings in
 * `form-settings.ts`). Request schemas validate and normalize bodies; response schemas describe what the API
 * returns. Both feed the OpenAPI document.
 */

const emailAddress = z.email({ error: 'must be an e-mail address' }).check(z.maxLength(254));
const emailList = z.array(emailAddress).check(z.maxLength(FORM_LIMITS.emailsPerList));

/** The config-as-code key (the CLI's forms file takes it too). */
export const ExternalKeySchema = withMeta(
  z.string().check(
    z.regex(/^[A-Za-z0-9._:@/-]{1,200}$/, {
      error: 'must be 1-200 characters of letters, digits and . _ : @ / -',
    }),
  ),
  { description: 'Config-as-code key, unique within the tenant.', examples: ['marketing/contact'] },
);

// ---------------------------------------------------------------- origins and aliases

/** An exact origin (`https://example.com`, a trailing slash tolerated) or `*`; stored as the normalized origin. */
const OriginSchema = withMeta(
  z.pipe(
    z.string().check(z.maxLength(FORM_LIMITS.originLength)),
    z.transform((value: string, payload) => {
      if (value === '*') return value;
      const origin = toOrigin(value);
      if (origin !== undefined && origin.length > FORM_LIMITS.originLength) {
        return refuse(payload, `must be at most ${FORM_LIMITS.originLength} characters as an origin`);
      }
      if (origin === undefined) return refuse(payload, 'must be an origin such as https://example.com, or *');
      return origin;
    }),
  ),
  {
    description: 'An origin (`https://example.com`, no path) or `*` for any site; stored as the URL origin.',
    pattern: String.raw`^(?:\*|https?://[^/?#@\s]+/?)$`,
    examples: ['https://example.com', '*'],
  },
);

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
  alias: z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, { error: 'must match ^[a-z0-9][a-z0-9_-]{0,63}$' })),
  to_emails: emailList,
  cc_emails: emailList,
  bcc_emails: emailList,
};

/** A routing alias as sent: unknown keys are rejected so a typo never silently drops recipients. */
export const NotificationRoutingAliasInputSchema = z.strictObject(aliasObject);

const RoutingAliasList = z.array(NotificationRoutingAliasInputSchema).check(
  z.maxLength(FORM_LIMITS.routingAliases),
  z.superRefine((aliases, ctx) => {
    const seen = new Set<string>();
    aliases.forEach((a, i) => {
      if (seen.has(a.alias)) ctx.addIssue({ code: 'custom', path: [i, 'alias'], message: 'duplicate alias' });
      seen.add(a.alias);
    });
  }),
);

// ---------------------------------------------------------------- requests

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(FORM_LIMITS.name));
const emoji = z.string().check(z.trim(), z.minLength(1), z.maxLength(FORM_LIMITS.emoji));

export const CreateFormRequestSchema = withMeta(
  z.strictObject({
    name,
    emoji: described(z.optional(emoji), 'Defaults to 📝.'),
    access_mode: z._default(AccessModeSchema, 'public'),
    external_key: z.optional(z.nullable(ExternalKeySchema)),
  }),
  {
    id: 'CreateFormRequest',
    examples: [{ name: 'Contact', emoji: '✉️', access_mode: 'public', external_key: 'site/contact' }],
  },
);

/**
 * What a form file (the CLI's `formbase plan|apply|pull`) does with a patchable field: `compared` fields are diffed
 * and sent as they are; `own` fields have a rule of their own there (is_active, settings); `key` is how a form is
 * matched (external_key).
 */
export type FormsFileRule = 'compared' | 'own' | 'key';

interface PatchableField<S extends z.ZodMiniType, F extends FormsFileRule = FormsFileRule> {
  schema: S;
  /** The Form properties a sent value sets (never called with undefined: an omitted field changes nothing). */
  apply(value: Exclude<z.output<S>, undefined>, form: Form): Partial<Form>;
  file: F;
}

const patchable = <S extends z.ZodMiniType, F extends FormsFileRule>(
  schema: S,
  file: F,
  apply: PatchableField<S>['apply'],
): PatchableField<S, F> => ({ schema, apply, file });

/**
 * Every Form field `PATCH /v1/forms/{id}` may change, once: its request schema, how a value applies to the stored
 * form, and what the CLI's forms file does with it. `UpdateFormRequestSchema` (and so the OpenAPI document and the
 * typed client), `applyFormUpdate` and the forms file are built from this list, so a field cannot be accepted by
 * one and forgotten by another. Listed in the forms file's order.
 */
export const PATCHABLE_FORM_FIELDS = {
  name: patchable(z.optional(name), 'compared', (value) => ({ name: value })),
  emoji: patchable(z.optional(emoji), 'compared', (value) => ({ emoji: value })),
  access_mode: patchable(z.optional(AccessModeSchema), 'compared', (value) => ({ accessMode: value })),
  is_active: patchable(described(z.optional(z.boolean()), 'true also restores a form from trash.'), 'own', (value) =>
    value ? { isActive: true, deletedAt: null } : { isActive: false },
  ),
  allowed_origins: patchable(
    z.optional(z.array(OriginSchema).check(z.maxLength(FORM_LIMITS.allowedOrigins))),
    'compared',
    (value) => ({ allowedOrigins: [...new Set(value)] }),
  ),
  notify_emails: patchable(z.optional(emailList), 'compared', (value) => ({ notifyEmails: value })),
  notify_cc_emails: patchable(z.optional(emailList), 'compared', (value) => ({ notifyCcEmails: value })),
  notify_bcc_emails: patchable(z.optional(emailList), 'compared', (value) => ({ notifyBccEmails: value })),
  notify_routing_aliases: patchable(z.optional(RoutingAliasList), 'compared', (value) => ({
    notifyRoutingAliases: value,
  })),
  notify_subject: patchable(
    described(
      z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(FORM_LIMITS.notifySubject)))),
      'Template; may contain {{form_name}}. null restores the default subject.',
    ),
    'compared',
    (value) => ({ notifySubject: value }),
  ),
  settings: patchable(z.optional(FormSettingsUpdateSchema), 'own', (value, form) => ({
    settings: mergeSettings(form.settings, value),
  })),
  external_key: patchable(
    described(z.optional(z.nullable(ExternalKeySchema)), 'null removes the key.'),
    'key',
    (value) => ({ externalKey: value }),
  ),
};

export type PatchableFormField = keyof typeof PATCHABLE_FORM_FIELDS;
type FieldsFiled<R extends FormsFileRule> = {
  [K in PatchableFormField]: (typeof PATCHABLE_FORM_FIELDS)[K]['file'] extends R ? K : never;
}[PatchableFormField];
/** The patchable fields a forms file holds (all but its matching key), in the file's order. */
export type FormsFileField = FieldsFiled<'compared' | 'own'>;
/** The ones the forms file compares with the service and sends as they are. */
export type ComparedFormField = FieldsFiled<'compared'>;

const fieldsFiled = <R extends FormsFileRule>(...rules: R[]) =>
  (Object.keys(PATCHABLE_FORM_FIELDS) as PatchableFormField[]).filter((field) =>
    (rules as FormsFileRule[]).includes(PATCHABLE_FORM_FIELDS[field].file),
  ) as FieldsFiled<R>[];
export const FORMS_FILE_FIELDS: readonly FormsFileField[] = fieldsFiled('compared', 'own');
export const COMPARED_FORM_FIELDS: readonly ComparedFormField[] = fieldsFiled('compared');
type PatchSchemas = { [K in PatchableFormField]: (typeof PATCHABLE_FORM_FIELDS)[K]['schema'] };

/** The patchable fields' request schemas, by name in alphabetical order (the OpenAPI document lists them so). */
const patchSchemas = Object.fromEntries(
  Object.keys(PATCHABLE_FORM_FIELDS)
    .sort()
    .map((field) => [field, PATCHABLE_FORM_FIELDS[field as PatchableFormField].schema]),
) as PatchSchemas;

export const UpdateFormRequestSchema = withMeta(z.strictObject(patchSchemas), {
  id: 'UpdateFormRequest',
  examples: [
    {
      notify_emails: ['owner@example.com'],
      notify_subject: 'New message on {{form_name}}',
      settings: { spam: { strictness: 'high' } },
    },
  ],
});

export type CreateFormRequest = z.output<typeof CreateFormRequestSchema>;
export type UpdateFormRequest = z.output<typeof UpdateFormRequestSchema>;

/** Unknown query parameters are ignored (cache busters must not break a list). */
export const ListFormsQuerySchema = z.object({
  external_key: described(z.optional(ExternalKeySchema), 'Only the form holding this config-as-code key.'),
});

// ---------------------------------------------------------------- responses

const SUMMARY_EXAMPLE = {
  id: 'frm_01jd3k9v6g7b0x2m4n5p8q1r2s',
  name: 'Contact',
  emoji: '✉️',
  public_slug: 'k3v9q2m7x4c8t1n6b5z0wd',
  access_mode: 'public',
  is_active: true,
  created_at: '2025-01-15T09:30:00.000Z',
  submission_count: 42,
  unread_submission_count: 3,
  submission_counts: { received: 12, unread: 3, verified: 25, spam: 4, archived: 1, trash: 0, starred: 2 },
  external_key: 'site/contact',
} as const;

const FORM_EXAMPLE = {
  ...SUMMARY_EXAMPLE,
  settings: {
    response: {
      success: { type: 'redirect', redirect_url: 'https://example.com/thanks' },
      error: { type: 'hosted_page' },
    },
    spam: { enabled: true, strictness: 'medium', blocked_keywords: ['casino'] },
    rate_limit: { disabled: false, limit: 1, window_seconds: 30, burst: 20, burst_window_seconds: 600 },
    privacy: { redact_fields: ['password'], do_not_store_fields: [] },
    email: { notify_spam: false },
    retention: { days: 90 },
    captcha: null,
    email_hygiene: null,
  },
  notify_emails: ['owner@example.com'],
  notify_cc_emails: [],
  notify_bcc_emails: [],
  notify_routing_aliases: [{ alias: 'sales', to_emails: ['sales@example.com'], cc_emails: [], bcc_emails: [] }],
  notify_subject: 'New submission on {{form_name}}',
  allowed_origins: ['https://example.com'],
  updated_at: '2025-01-16T12:00:00.000Z',
} as const;

export const FormSummarySchema = withMeta(z.object(formSummaryFields.fields), {
  id: 'FormSummary',
  examples: [SUMMARY_EXAMPLE],
});
export const FormSchema = withMeta(z.object({ ...formFullFields.fields, settings: FormSettingsSchema }), {
  id: 'Form',
  examples: [FORM_EXAMPLE],
});
export const FormListSchema = withMeta(z.array(FormSummarySchema), { id: 'FormList' });

export type FormView = z.infer<typeof FormSchema>;
export type FormSummaryView = z.infer<typeof FormSummarySchema>;

export { formSummaryView, formView };

/**
 * Applies an update request to a form: each field sent changes what its entry in `PATCHABLE_FORM_FIELDS` says;
 * omitted fields change nothing. Pure, so a retry can re-apply it to a fresh read.
 */
export function applyFormUpdate(form: Form, input: UpdateFormRequest, at: string): Form {
  let next: Form = { ...form, updatedAt: at };
  for (const field of Object.keys(PATCHABLE_FORM_FIELDS) as PatchableFormField[]) {
    const value = input[field];
    if (value === undefined) continue;
    const entry = PATCHABLE_FORM_FIELDS[field] as PatchableField<z.ZodMiniType>;
    next = { ...next, ...entry.apply(value, form) };
  }
  return next;
}
