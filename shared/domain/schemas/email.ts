import * as z from 'zod/mini';
import { AutoresponderEntity, BodyFormatSchema, LocaleModeSchema, type Autoresponder } from '../email/autoresponder.js';
import { SuppressionEntryEntity, type SuppressionEntry } from '../email/suppression.js';
import { described, withMeta } from './meta.js';
import { storableRecord } from './storable-json.js';
import { idParam } from './params.js';

/** Wire schemas of autoresponders and the suppression list (spec "Autoresponder", "SuppressionEntry"). */

export const EMAIL_LIMITS = {
  fromName: 120,
  replyToField: 120,
  subjectTmpl: 500,
  bodyTmpl: 50_000,
  pageDefault: 25,
  pageMax: 100,
} as const;

const autoresponderFields = {
  id: true,
  formId: true,
  enabled: true,
  fromName: true,
  replyToField: true,
  subjectTmpl: true,
  bodyTmpl: true,
  bodyFormat: true,
  localeMode: true,
  createdAt: true,
  updatedAt: true,
} as const;
const autoresponderView = AutoresponderEntity.view<Autoresponder, typeof autoresponderFields>(autoresponderFields);

export const AutoresponderSchema = withMeta(z.object(autoresponderView.fields), { id: 'Autoresponder' });
export const shownAutoresponder = autoresponderView.map;

export const AutoresponderResponseSchema = withMeta(z.object({ autoresponder: z.nullable(AutoresponderSchema) }), {
  id: 'AutoresponderResponse',
});

const TEMPLATE_HELP =
  'Template: `{{ form_name }}`, `{{ submission_id }}`, `{{ date }}`, `{{ fields.<name> }}`, optionally ' +
  '`| default: "text"`. Any other variable is rejected with 422 unprocessable_template.';

export const UpsertAutoresponderRequestSchema = withMeta(
  z.strictObject({
    from_name: described(
      z.string().check(
        z.trim(),
        z.minLength(1),
        z.maxLength(EMAIL_LIMITS.fromName),
        // eslint-disable-next-line no-control-regex
        z.regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'must not contain control characters (line breaks)' }),
      ),
      'Display name of the sender.',
    ),
    subject_tmpl: described(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_LIMITS.subjectTmpl)),
      TEMPLATE_HELP,
    ),
    body_tmpl: described(
      z.string().check(z.minLength(1), z.maxLength(EMAIL_LIMITS.bodyTmpl)),
      `${TEMPLATE_HELP} In html bodies every value is HTML-escaped.`,
    ),
    body_format: described(
      z.optional(BodyFormatSchema),
      'Default `text` (kept from the stored autoresponder when omitted).',
    ),
    enabled: described(z.optional(z.boolean()), 'Default true (kept from the stored autoresponder when omitted).'),
    locale_mode: described(
      z.optional(LocaleModeSchema),
      'Default `form` (kept from the stored autoresponder when omitted).',
    ),
    reply_to_field: described(
      z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_LIMITS.replyToField))),
      'Submitted field holding the recipient address. Default `email` (kept when omitted).',
    ),
  }),
  { id: 'UpsertAutoresponderRequest' },
);
export type UpsertAutoresponderRequest = z.output<typeof UpsertAutoresponderRequestSchema>;

export const TestAutoresponderRequestSchema = withMeta(
  z.strictObject({
    to: z.email({ error: 'must be an e-mail address' }).check(z.maxLength(254)),
    sample: described(
      z._default(storableRecord(), {}),
      'Field values the templates are rendered with, as a submission would carry them.',
    ),
  }),
  { id: 'TestAutoresponderRequest' },
);
export type TestAutoresponderRequest = z.output<typeof TestAutoresponderRequestSchema>;

export const TestAutoresponderResponseSchema = withMeta(
  z.object({
    sent: described(z.boolean(), 'False when `to` is on the suppression list (nothing was sent).'),
    recipient: z.string(),
  }),
  { id: 'TestAutoresponderResponse' },
);

const suppressionFields = {
  id: true,
  email: true,
  reason: true,
  source: true,
  global: {
    schema: described(
      z.boolean(),
      'True for entries no tenant owns (the message was not attributable); they apply to every tenant.',
    ),
    from: (e: SuppressionEntry) => e.tenantId === null,
  },
  createdAt: true,
} as const;
const suppressionView = SuppressionEntryEntity.view<SuppressionEntry, typeof suppressionFields>(suppressionFields);

export const SuppressionEntrySchema = withMeta(z.object(suppressionView.fields), { id: 'SuppressionEntry' });
export const shownSuppression = suppressionView.map;

export const SuppressionListSchema = withMeta(
  z.object({ entries: z.array(SuppressionEntrySchema), next_cursor: z.nullable(z.string()) }),
  { id: 'SuppressionList' },
);

export const ListSuppressionQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(512))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(EMAIL_LIMITS.pageMax)),
    EMAIL_LIMITS.pageDefault,
  ),
});

export const SuppressionIdParamsSchema = z.object({ id: idParam('suppression', 'Suppression entry id.') });
