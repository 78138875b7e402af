import { z } from 'zod';
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

const BodyFormatSchema = z.enum(['html', 'text']).meta({ id: 'AutoresponderBodyFormat' });
const LocaleModeSchema = z.enum(['form', 'submitter']).meta({
  id: 'AutoresponderLocaleMode',
  description: "`form`: {{ date }} in English (en-US); `submitter`: in the submitter's Accept-Language.",
});

export const AutoresponderSchema = z
  .object({
    id: z.string(),
    form_id: z.string(),
    enabled: z.boolean(),
    from_name: z.string(),
    reply_to_field: z.string(),
    subject_tmpl: z.string(),
    body_tmpl: z.string(),
    body_format: BodyFormatSchema,
    locale_mode: LocaleModeSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Autoresponder' });

export const AutoresponderResponseSchema = z
  .object({ autoresponder: AutoresponderSchema.nullable() })
  .meta({ id: 'AutoresponderResponse' });

const TEMPLATE_HELP =
  'Template: `{{ form_name }}`, `{{ submission_id }}`, `{{ date }}`, `{{ fields.<name> }}`, optionally ' +
  '`| default: "text"`. Any other variable is rejected with 422 unprocessable_template.';

export const UpsertAutoresponderRequestSchema = z
  .strictObject({
    from_name: z
      .string()
      .trim()
      .min(1)
      .max(EMAIL_LIMITS.fromName)
      // eslint-disable-next-line no-control-regex
      .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), {
        error: 'must not contain control characters (line breaks)',
      })
      .describe('Display name of the sender.'),
    subject_tmpl: z.string().trim().min(1).max(EMAIL_LIMITS.subjectTmpl).describe(TEMPLATE_HELP),
    body_tmpl: z
      .string()
      .min(1)
      .max(EMAIL_LIMITS.bodyTmpl)
      .describe(`${TEMPLATE_HELP} In html bodies every value is HTML-escaped.`),
    body_format: BodyFormatSchema.optional().describe(
      'Default `text` (kept from the stored autoresponder when omitted).',
    ),
    enabled: z.boolean().optional().describe('Default true (kept from the stored autoresponder when omitted).'),
    locale_mode: LocaleModeSchema.optional().describe(
      'Default `form` (kept from the stored autoresponder when omitted).',
    ),
    reply_to_field: z
      .string()
      .trim()
      .min(1)
      .max(EMAIL_LIMITS.replyToField)
      .optional()
      .describe('Submitted field holding the recipient address. Default `email` (kept when omitted).'),
  })
  .meta({ id: 'UpsertAutoresponderRequest' });
export type UpsertAutoresponderRequest = z.output<typeof UpsertAutoresponderRequestSchema>;

export const TestAutoresponderRequestSchema = z
  .strictObject({
    to: z.email({ error: 'must be an e-mail address' }).max(254),
    sample: z
      .record(z.string(), z.unknown())
      .default({})
      .describe('Field values the templates are rendered with, as a submission would carry them.'),
  })
  .meta({ id: 'TestAutoresponderRequest' });
export type TestAutoresponderRequest = z.output<typeof TestAutoresponderRequestSchema>;

export const TestAutoresponderResponseSchema = z
  .object({
    sent: z.boolean().describe('False when `to` is on the suppression list (nothing was sent).'),
    recipient: z.string(),
  })
  .meta({ id: 'TestAutoresponderResponse' });

export const SuppressionEntrySchema = z
  .object({
    id: z.string(),
    email: z.string(),
    reason: z.enum(['bounce', 'complaint']),
    source: z
      .string()
      .describe('Kind of mail that bounced or drew the complaint: owner_notification, autoresponder, ... or unknown.'),
    global: z
      .boolean()
      .describe('True for entries no tenant owns (the message was not attributable); they apply to every tenant.'),
    created_at: z.string(),
  })
  .meta({ id: 'SuppressionEntry' });

export const SuppressionListSchema = z
  .object({ entries: z.array(SuppressionEntrySchema), next_cursor: z.string().nullable() })
  .meta({ id: 'SuppressionList' });

export const ListSuppressionQuerySchema = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(EMAIL_LIMITS.pageMax).default(EMAIL_LIMITS.pageDefault),
});

export const SuppressionIdParamsSchema = z.object({ id: idParam('suppression', 'Suppression entry id.') });
