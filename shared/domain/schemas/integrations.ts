import { z } from 'zod';
import {
  INTEGRATION_STATUSES,
  IntegrationEntity,
  IntegrationTypeSchema,
  type Integration,
  type IntegrationStatus,
  type IntegrationType,
} from '../integrations/types.js';
import { templateProblem } from '../integrations/template.js';
import { idParam } from './params.js';
import { DeliveryStatusFilterSchema, WebhookDeliveryAttemptSchema } from './webhooks.js';

/**
 * The native-integration contract (spec: NativeIntegration, CreateIntegrationRequest/Response,
 * UpdateIntegrationRequest, TestIntegrationResponse, IntegrationDelivery(+Attempt, +Detail, +List)). Each type's
 * config is a strict object (unknown keys → 400 naming `config.<key>`) with the spec's defaults; the same schemas
 * validate requests and generate the OpenAPI document.
 */
export const INTEGRATION_LIMITS = { perForm: 20, labelMax: 120, templateMax: 4000, listMax: 50, pageMax: 100 } as const;

const template = (what: string) =>
  z
    .string()
    .max(INTEGRATION_LIMITS.templateMax)
    .superRefine((value, ctx) => {
      const problem = templateProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .describe(`${what}; tokens {{formName}}, {{fields}}, {{fields:quote}}, {{field:<name>}}.`);

const shortText = (max = 200) => z.string().trim().min(1).max(max);
const mappingValue = template('A form-field name, a template, or a literal');

const ChatConfigSchema = z.strictObject({
  message_template: template('The message').optional(),
});

export const SPREADSHEET_METADATA_COLUMNS = [
  'id',
  'created_at',
  'status',
  'submitter_email',
  'fields',
  'form_name',
] as const;

const SpreadsheetConfigSchema = z.strictObject({
  spreadsheet_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,200}$/, 'must be a spreadsheet id (letters, digits, _ and -)')
    .optional()
    .describe('When omitted a new spreadsheet is created during authorization.'),
  sheet_name: shortText(100).default('Submissions'),
  columns: z
    .array(shortText(200))
    .min(1)
    .max(INTEGRATION_LIMITS.listMax)
    .optional()
    .describe(
      `Ordered column names: metadata (${SPREADSHEET_METADATA_COLUMNS.join(', ')}), \`fields.<name>\` or a form-field ` +
        'name. Default: created_at, fields (all fields, one per line).',
    ),
});

const CONTACT_PROPERTIES = ['firstName', 'lastName', 'phone'] as const;

const CrmConfigSchema = z.strictObject({
  email_field: mappingValue.default('{{field:email}}'),
  list_id: z
    .string()
    .regex(/^\d{1,12}$/, 'must be a numeric list id')
    .optional(),
  tag_ids: z
    .array(z.string().regex(/^\d{1,12}$/, 'must be a numeric tag id'))
    .max(INTEGRATION_LIMITS.listMax)
    .optional(),
  contact_mapping: z
    .partialRecord(z.enum(CONTACT_PROPERTIES), mappingValue)
    .optional()
    .describe('Contact property (firstName, lastName, phone) → field name, template or literal.'),
  custom_field_mappings: z
    .array(
      z.strictObject({
        field_id: z.string().regex(/^\d{1,12}$/, 'must be a numeric custom field id'),
        value: mappingValue,
        title: shortText(200).optional(),
      }),
    )
    .max(INTEGRATION_LIMITS.listMax)
    .optional(),
});

const NewsletterConfigSchema = z.strictObject({
  audience_id: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, 'must be an audience id')
    .optional()
    .describe('When omitted the first audience after authorization is used.'),
  email_field: mappingValue.default('{{field:email}}'),
  merge_fields: z
    .record(z.string().regex(/^[A-Z0-9_]{1,10}$/, 'merge tags are 1-10 upper-case letters, digits or _'), mappingValue)
    .optional(),
  status_if_new: z.enum(['pending', 'subscribed', 'transactional']).default('pending'),
  tags: z.array(shortText(100)).max(INTEGRATION_LIMITS.listMax).optional(),
});

const ForwardEndpointConfigSchema = z.strictObject({
  endpoint_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{3,200}$/, 'must be 3-200 characters of A-Z, a-z, 0-9, _ and -')
    .describe('The form id at the service being migrated from.'),
});

const NoConfigSchema = z.strictObject({});

export const INTEGRATION_CONFIG_SCHEMAS = {
  chat_a: ChatConfigSchema,
  chat_b: ChatConfigSchema,
  spreadsheet: SpreadsheetConfigSchema,
  crm: CrmConfigSchema,
  newsletter: NewsletterConfigSchema,
  forward_a: ForwardEndpointConfigSchema,
  forward_b: NoConfigSchema,
  forward_c: ForwardEndpointConfigSchema,
} as const satisfies Record<IntegrationType, z.ZodType>;

export type IntegrationConfigOf<T extends IntegrationType> = z.output<(typeof INTEGRATION_CONFIG_SCHEMAS)[T]>;

export const ApiKeyConnectionSchema = z
  .strictObject({
    kind: z.literal('api_key'),
    api_url: z.string().trim().min(1).max(2048).meta({ format: 'uri', description: 'Your account URL (https).' }),
    api_key: z.string().min(1).max(500).meta({ writeOnly: true }),
  })
  .meta({ id: 'ApiKeyConnection' });

export const AccessKeyConnectionSchema = z
  .strictObject({
    kind: z.literal('access_key'),
    access_key: z.string().min(1).max(500).meta({ writeOnly: true }),
  })
  .meta({ id: 'AccessKeyConnection' });

const noConnection = (type: IntegrationType, why: string) =>
  z.never({ error: `${type} takes no connection: ${why}` }).optional();

const label = z.string().trim().min(1).max(INTEGRATION_LIMITS.labelMax).describe('Display name.');

const createVariant = <T extends IntegrationType, C extends z.ZodType, K extends z.ZodType>(
  type: T,
  config: C,
  connection: K,
) =>
  z.strictObject({
    type: z.literal(type),
    label: label.optional(),
    enabled: z.boolean().optional(),
    config,
    connection,
  });

const BROWSER = 'it connects by browser authorization (next_action)';

export const CreateIntegrationRequestSchema = z
  .discriminatedUnion('type', [
    createVariant('chat_a', ChatConfigSchema.default({}), noConnection('chat_a', BROWSER)),
    createVariant('chat_b', ChatConfigSchema.default({}), noConnection('chat_b', BROWSER)),
    createVariant(
      'spreadsheet',
      SpreadsheetConfigSchema.default({ sheet_name: 'Submissions' }),
      noConnection('spreadsheet', BROWSER),
    ),
    createVariant('crm', CrmConfigSchema.default({ email_field: '{{field:email}}' }), ApiKeyConnectionSchema),
    createVariant(
      'newsletter',
      NewsletterConfigSchema.default({ email_field: '{{field:email}}', status_if_new: 'pending' }),
      noConnection('newsletter', BROWSER),
    ),
    createVariant('forward_a', ForwardEndpointConfigSchema, noConnection('forward_a', 'the endpoint_id is enough')),
    createVariant('forward_b', NoConfigSchema.default({}), AccessKeyConnectionSchema),
    createVariant('forward_c', ForwardEndpointConfigSchema, noConnection('forward_c', 'the endpoint_id is enough')),
  ])
  .meta({ id: 'CreateIntegrationRequest' });

export type CreateIntegrationRequest = z.output<typeof CreateIntegrationRequestSchema>;

export const UpdateIntegrationRequestSchema = z
  .strictObject({
    config: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Keys to change, validated against the integration type's config schema (others keep their values)."),
    enabled: z.boolean().optional().describe('false pauses the integration (no deliveries); true resumes it.'),
    label: label.optional(),
  })
  .meta({ id: 'UpdateIntegrationRequest' });

export { IntegrationTypeSchema };

/** An integration as the API shows it: never the credentials; `status` and `last_status` as of a moment. */
export type ShownIntegration = Integration & { status: IntegrationStatus };

const integrationFields = {
  id: true,
  formId: true,
  type: true,
  label: true,
  enabled: true,
  config: true,
  status: { schema: z.enum(INTEGRATION_STATUSES), from: (i: ShownIntegration) => i.status },
  lastStatus: true,
  createdAt: true,
  updatedAt: true,
  lastDeliveryAt: true,
} as const;
const integrationView = IntegrationEntity.view<ShownIntegration, typeof integrationFields>(integrationFields);

export const NativeIntegrationSchema = z.object(integrationView.fields).meta({ id: 'NativeIntegration' });
export const shownIntegrationView = integrationView.map;

export const NextActionSchema = z
  .object({
    type: z.enum(['open_url']),
    url: z.string().meta({ format: 'uri' }),
    expires_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'IntegrationNextAction' });

export const CreateIntegrationResponseSchema = z
  .object({
    status: z.enum(['connected', 'authorization_required']),
    integration: NativeIntegrationSchema,
    next_action: NextActionSchema.optional(),
  })
  .meta({ id: 'CreateIntegrationResponse' });

export const AuthorizeIntegrationResponseSchema = z
  .object({ integration: NativeIntegrationSchema, next_action: NextActionSchema.optional() })
  .meta({ id: 'AuthorizeIntegrationResponse' });

export const TestIntegrationResponseSchema = z
  .object({
    delivery_id: z.string(),
    enqueued: z.boolean(),
    event_id: z.string(),
    event_type: z.enum(['submission.created']),
    test: z.boolean(),
  })
  .meta({ id: 'TestIntegrationResponse' });

export const IntegrationListSchema = z.array(NativeIntegrationSchema).meta({ id: 'NativeIntegrationList' });

export const IntegrationDeliverySchema = z
  .object({
    id: z.string(),
    integration_id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    status: DeliveryStatusFilterSchema,
    attempts: z.number().int(),
    created_at: z.string(),
    delivered_at: z.string().nullable(),
    last_attempt_at: z.string().nullable(),
    last_error: z.string().nullable(),
    next_attempt_at: z.string().nullable(),
    submission_id: z.string().nullable(),
    last_status_code: z.number().int().nullable(),
  })
  .meta({ id: 'IntegrationDelivery' });

export const IntegrationDeliveryDetailSchema = z
  .object({
    delivery: IntegrationDeliverySchema,
    payload: z.record(z.string(), z.unknown()).describe('What was sent to the provider, credentials removed.'),
    attempts: z.array(WebhookDeliveryAttemptSchema.meta({ id: 'IntegrationDeliveryAttempt' })),
  })
  .meta({ id: 'IntegrationDeliveryDetail' });

export const IntegrationDeliveryListSchema = z
  .object({ deliveries: z.array(IntegrationDeliverySchema), next_cursor: z.string().nullable() })
  .meta({ id: 'IntegrationDeliveryList' });

export const IntegrationParamsSchema = z.object({ IntegrationID: idParam('integration', 'Integration id.') });
export const IntegrationDeliveryParamsSchema = z.object({
  IntegrationID: idParam('integration', 'Integration id.'),
  did: idParam('delivery', 'Delivery id.'),
});

export const OAuthCallbackParamsSchema = z.object({
  type: z.enum(['chat_a', 'chat_b', 'spreadsheet', 'newsletter']),
});
export const OAuthCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});

export const AuthorizeIntegrationRequestSchema = z
  .strictObject({
    connection: z
      .union([ApiKeyConnectionSchema, AccessKeyConnectionSchema])
      .optional()
      .describe('crm and forward_b only: the new credentials.'),
  })
  .meta({ id: 'AuthorizeIntegrationRequest' });
