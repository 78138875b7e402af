import { z } from 'zod';
import {
  INTEGRATION_STATUSES,
  IntegrationEntity,
  IntegrationTypeSchema,
  type Integration,
  type IntegrationStatus,
  type IntegrationType,
} from '../integrations/types.js';
import {
  DEFAULT_EMAIL_FIELD,
  DEFAULT_SHEET_NAME,
  INTEGRATION_CONFIG_FIELDS,
  INTEGRATION_LIMITS,
} from '../integrations/config.js';
import { idParam } from './params.js';
import { DeliveryEntity } from '../delivery/targets.js';
import { deliveryViewFields, targetIdField, WebhookDeliveryAttemptSchema, type ShownDelivery } from './webhooks.js';

/**
 * The native-integration contract (spec: NativeIntegration, CreateIntegrationRequest/Response,
 * UpdateIntegrationRequest, TestIntegrationResponse, IntegrationDelivery(+Attempt, +Detail, +List)). Each type's
 * config is a strict object (unknown keys → 400 naming `config.<key>`) with the spec's defaults; the same schemas
 * validate requests and generate the OpenAPI document.
 */
const requestConfig = <T extends IntegrationType>(type: T) => z.strictObject(INTEGRATION_CONFIG_FIELDS[type]);

/** Each type's config as a request gives it (strict: an unknown key is a 400 naming `config.<key>`). */
export const INTEGRATION_CONFIG_SCHEMAS = {
  chat_a: requestConfig('chat_a'),
  chat_b: requestConfig('chat_b'),
  spreadsheet: requestConfig('spreadsheet'),
  crm: requestConfig('crm'),
  newsletter: requestConfig('newsletter'),
  forward_a: requestConfig('forward_a'),
  forward_b: requestConfig('forward_b'),
  forward_c: requestConfig('forward_c'),
} as const satisfies Record<IntegrationType, z.ZodType>;

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

const configs = INTEGRATION_CONFIG_SCHEMAS;
const BROWSER = 'it connects by browser authorization (next_action)';

export const CreateIntegrationRequestSchema = z
  .discriminatedUnion('type', [
    createVariant('chat_a', configs.chat_a.default({}), noConnection('chat_a', BROWSER)),
    createVariant('chat_b', configs.chat_b.default({}), noConnection('chat_b', BROWSER)),
    createVariant(
      'spreadsheet',
      configs.spreadsheet.default({ sheet_name: DEFAULT_SHEET_NAME }),
      noConnection('spreadsheet', BROWSER),
    ),
    createVariant('crm', configs.crm.default({ email_field: DEFAULT_EMAIL_FIELD }), ApiKeyConnectionSchema),
    createVariant(
      'newsletter',
      configs.newsletter.default({ email_field: DEFAULT_EMAIL_FIELD, status_if_new: 'pending' }),
      noConnection('newsletter', BROWSER),
    ),
    createVariant('forward_a', configs.forward_a, noConnection('forward_a', 'the endpoint_id is enough')),
    createVariant('forward_b', configs.forward_b.default({}), AccessKeyConnectionSchema),
    createVariant('forward_c', configs.forward_c, noConnection('forward_c', 'the endpoint_id is enough')),
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

export { IntegrationTypeSchema, INTEGRATION_LIMITS };

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

const integrationDeliveryFields = { id: true, integrationId: targetIdField, ...deliveryViewFields } as const;
const integrationDelivery = DeliveryEntity.view<ShownDelivery, typeof integrationDeliveryFields>(
  integrationDeliveryFields,
);
export const IntegrationDeliverySchema = z.object(integrationDelivery.fields).meta({ id: 'IntegrationDelivery' });
export const integrationDeliveryView = integrationDelivery.map;

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
