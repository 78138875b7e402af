import * as z from 'zod/mini';
import { described } from '../entity.js';
import { templateProblem } from './template.js';

/**
 * The config fields integration types are made of. Each type names its config in the registry (`registry.ts`): the
 * API validates request bodies with those fields (a strict object, so an unknown key is a 400 naming
 * `config.<key>`, in `schemas/integrations.ts`), and the drivers read the stored config back through
 * `integrationConfig`, typed and checked (a corrupt item throws, never leaks).
 */
export const INTEGRATION_LIMITS = { perForm: 20, labelMax: 120, templateMax: 4000, listMax: 50, pageMax: 100 } as const;

export const DEFAULT_EMAIL_FIELD = '{{field:email}}';
export const DEFAULT_SHEET_NAME = 'Submissions';

export const SPREADSHEET_METADATA_COLUMNS = [
  'id',
  'created_at',
  'status',
  'submitter_email',
  'fields',
  'form_name',
] as const;

const CONTACT_PROPERTIES = ['firstName', 'lastName', 'phone'] as const;

const template = (what: string) =>
  described(
    z.string().check(
      z.maxLength(INTEGRATION_LIMITS.templateMax),
      z.superRefine((value, ctx) => {
        const problem = templateProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    `${what}; tokens {{formName}}, {{fields}}, {{fields:quote}}, {{field:<name>}}.`,
  );

const shortText = (max = 200) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const pattern = (re: RegExp, message: string) => z.string().check(z.regex(re, message));
const list = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.maxLength(INTEGRATION_LIMITS.listMax));
const mappingValue = template('A form-field name, a template, or a literal');
const numericId = (what: string) => pattern(/^\d{1,12}$/, `must be a numeric ${what}`);
const emailField = () => z._default(mappingValue, DEFAULT_EMAIL_FIELD);

export const chatConfig = { message_template: z.optional(template('The message')) };

export const spreadsheetConfig = {
  spreadsheet_id: described(
    z.optional(pattern(/^[A-Za-z0-9_-]{10,200}$/, 'must be a spreadsheet id (letters, digits, _ and -)')),
    'When omitted a new spreadsheet is created during authorization.',
  ),
  sheet_name: z._default(shortText(100), DEFAULT_SHEET_NAME),
  columns: described(
    z.optional(z.array(shortText(200)).check(z.minLength(1), z.maxLength(INTEGRATION_LIMITS.listMax))),
    `Ordered column names: metadata (${SPREADSHEET_METADATA_COLUMNS.join(', ')}), \`fields.<name>\` or a form-field ` +
      'name. Default: created_at, fields (all fields, one per line).',
  ),
};

export const crmConfig = {
  email_field: emailField(),
  list_id: z.optional(numericId('list id')),
  tag_ids: z.optional(list(numericId('tag id'))),
  contact_mapping: described(
    z.optional(z.partialRecord(z.enum(CONTACT_PROPERTIES), mappingValue)),
    'Contact property (firstName, lastName, phone) → field name, template or literal.',
  ),
  custom_field_mappings: z.optional(
    list(
      z.strictObject({
        field_id: numericId('custom field id'),
        value: mappingValue,
        title: z.optional(shortText(200)),
      }),
    ),
  ),
};

export const newsletterConfig = {
  audience_id: described(
    z.optional(pattern(/^[A-Za-z0-9]{1,64}$/, 'must be an audience id')),
    'When omitted the first audience after authorization is used.',
  ),
  email_field: emailField(),
  merge_fields: z.optional(
    z.record(pattern(/^[A-Z0-9_]{1,10}$/, 'merge tags are 1-10 upper-case letters, digits or _'), mappingValue),
  ),
  status_if_new: z._default(z.enum(['pending', 'subscribed', 'transactional']), 'pending'),
  tags: z.optional(list(shortText(100))),
};

export const forwardEndpointConfig = {
  endpoint_id: described(
    pattern(/^[A-Za-z0-9_-]{3,200}$/, 'must be 3-200 characters of A-Z, a-z, 0-9, _ and -'),
    'The form id at the service being migrated from.',
  ),
};
