import { z } from 'zod';
import { AutoresponderEntity, BodyFormatSchema, LocaleModeSchema, type Autoresponder } from '../email/autoresponder.js';
import { SuppressionEntryEntity, type SuppressionEntry } from '../email/suppression.js';
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

export const AutoresponderSchema = z.object(autoresponderView.fields).meta({ id: 'Autoresponder' });
export const shownAutoresponder = autoresponderView.map;

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
    body_format: z
      .optional(BodyFormatSchema)
      .describe('Default `text` (kept from the stored autoresponder when omitted).'),
    enabled: z.boolean().optional().describe('Default true (kept from the stored autoresponder when omitted).'),
    locale_mode: z
      .optional(LocaleModeSchema)
      .describe('Default `form` (kept from the stored autoresponder when omitted).'),
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

const suppressionFields = {
  id: true,
  email: true,
  reason: true,
  source: true,
  global: {
    schema: z
      .boolean()
      .describe('True for entries no tenant owns (the message was not attributable); they apply to every tenant.'),
    from: (e: SuppressionEntry) => e.tenantId === null,
  },
  createdAt: true,
} as const;
const suppressionView = SuppressionEntryEntity.view<SuppressionEntry, typeof suppressionFields>(suppressionFields);

export const SuppressionEntrySchema = z.object(suppressionView.fields).meta({ id: 'SuppressionEntry' });
export const shownSuppression = suppressionView.map;

export const SuppressionListSchema = z
  .object({ entries: z.array(SuppressionEntrySchema), next_cursor: z.string().nullable() })
  .meta({ id: 'SuppressionList' });

export const ListSuppressionQuerySchema = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(EMAIL_LIMITS.pageMax).default(EMAIL_LIMITS.pageDefault),
});

export const SuppressionIdParamsSchema = z.object({ id: idParam('suppression', 'Suppression entry id.') });
