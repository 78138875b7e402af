import * as z from 'zod/mini';
import {
  INTEGRATION_STATUSES,
  IntegrationEntity,
  IntegrationTypeSchema,
  type Integration,
  type IntegrationStatus,
  type IntegrationType,
} from '../integrations/types.js';
import { INTEGRATION_LIMITS } from '../integrations/config.js';
import {
  declarationOf,
  INTEGRATION_REGISTRY,
  INTEGRATION_TYPES,
  OAUTH_TYPES,
  type ConnectionKind,
} from '../integrations/registry.js';
import { described, withMeta } from './meta.js';
import { storableRecord } from './storable-json.js';
import { idParam } from './params.js';
import { DeliveryEntity } from '../delivery/targets.js';
import { deliveryViewFields, targetIdField, WebhookDeliveryAttemptSchema, type ShownDelivery } from './deliveries.js';

/**
 * The native-integration contract (spec: NativeIntegration, CreateIntegrationRequest/Response,
 * UpdateIntegrationRequest, TestIntegrationResponse, IntegrationDelivery(+Attempt, +Detail, +List)). Each type's
 * config is a strict object (unknown keys → 400 naming `config.<key>`) with the spec's defaults; the same schemas
 * validate requests and generate the OpenAPI document.
 */
const requestConfig = <T extends IntegrationType>(type: T) => z.strictObject(INTEGRATION_REGISTRY[type].config);

/** Each type's config as a request gives it (strict: an unknown key is a 400 naming `config.<key>`). */
export const INTEGRATION_CONFIG_SCHEMAS = Object.fromEntries(
  INTEGRATION_TYPES.map((type) => [type, requestConfig(type)]),
) as { [T in IntegrationType]: ReturnType<typeof requestConfig<T>> };

export const ApiKeyConnectionSchema = withMeta(
  z.strictObject({
    kind: z.literal('api_key'),
    api_url: withMeta(z.string().check(z.trim(), z.minLength(1), z.maxLength(2048)), {
      format: 'uri',
      description: 'Your account URL (https).',
    }),
    api_key: withMeta(z.string().check(z.minLength(1), z.maxLength(500)), { writeOnly: true }),
  }),
  { id: 'ApiKeyConnection' },
);

export const AccessKeyConnectionSchema = withMeta(
  z.strictObject({
    kind: z.literal('access_key'),
    access_key: withMeta(z.string().check(z.minLength(1), z.maxLength(500)), { writeOnly: true }),
  }),
  { id: 'AccessKeyConnection' },
);

const noConnection = (type: IntegrationType, why: string) =>
  z.optional(z.never({ error: `${type} takes no connection: ${why}` }));

const label = described(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(INTEGRATION_LIMITS.labelMax)),
  'Display name.',
);

const createVariant = <T extends IntegrationType, C extends z.core.SomeType, K extends z.core.SomeType>(
  type: T,
  config: C,
  connection: K,
) =>
  z.strictObject({
    type: z.literal(type),
    label: z.optional(label),
    enabled: z.optional(z.boolean()),
    config,
    connection,
  });

const BROWSER = 'it connects by browser authorization (next_action)';
const CONNECTION_SCHEMAS = { api_key: ApiKeyConnectionSchema, access_key: AccessKeyConnectionSchema };
type ConnectionSchemaOf<K extends ConnectionKind> = K extends keyof typeof CONNECTION_SCHEMAS
  ? (typeof CONNECTION_SCHEMAS)[K]
  : ReturnType<typeof noConnection>;

/** A type's create request: its config (defaulted when every field is optional) and the connection its kind takes. */
function createVariantOf(type: IntegrationType) {
  const config = INTEGRATION_CONFIG_SCHEMAS[type] as z.ZodMiniObject;
  const defaults = z.safeParse(config, {});
  const declaration = declarationOf(type);
  const connection =
    declaration.connection === 'browser'
      ? noConnection(type, BROWSER)
      : declaration.connection === 'none'
        ? noConnection(type, declaration.noConnection)
        : CONNECTION_SCHEMAS[declaration.connection];
  return createVariant(type, defaults.success ? z._default(config, defaults.data) : config, connection);
}

type CreateVariants = {
  [T in IntegrationType]: ReturnType<
    typeof createVariant<
      T,
      (typeof INTEGRATION_CONFIG_SCHEMAS)[T],
      ConnectionSchemaOf<(typeof INTEGRATION_REGISTRY)[T]['connection']>
    >
  >;
};

export const CreateIntegrationRequestSchema = withMeta(
  z.discriminatedUnion('type', INTEGRATION_TYPES.map(createVariantOf) as [CreateVariants[IntegrationType]]),
  { id: 'CreateIntegrationRequest' },
);

export type CreateIntegrationRequest = z.output<typeof CreateIntegrationRequestSchema>;

export const UpdateIntegrationRequestSchema = withMeta(
  z.strictObject({
    config: described(
      z.optional(storableRecord()),
      "Keys to change, validated against the integration type's config schema (others keep their values).",
    ),
    enabled: described(z.optional(z.boolean()), 'false pauses the integration (no deliveries); true resumes it.'),
    label: z.optional(label),
  }),
  { id: 'UpdateIntegrationRequest' },
);

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

export const NativeIntegrationSchema = withMeta(z.object(integrationView.fields), { id: 'NativeIntegration' });
export const shownIntegrationView = integrationView.map;

export const NextActionSchema = withMeta(
  z.object({
    type: z.enum(['open_url']),
    url: withMeta(z.string(), { format: 'uri' }),
    expires_at: withMeta(z.string(), { format: 'date-time' }),
  }),
  { id: 'IntegrationNextAction' },
);

export const CreateIntegrationResponseSchema = withMeta(
  z.object({
    status: z.enum(['connected', 'authorization_required']),
    integration: NativeIntegrationSchema,
    next_action: z.optional(NextActionSchema),
  }),
  { id: 'CreateIntegrationResponse' },
);

export const AuthorizeIntegrationResponseSchema = withMeta(
  z.object({ integration: NativeIntegrationSchema, next_action: z.optional(NextActionSchema) }),
  { id: 'AuthorizeIntegrationResponse' },
);

export const TestIntegrationResponseSchema = withMeta(
  z.object({
    delivery_id: z.string(),
    enqueued: z.boolean(),
    event_id: z.string(),
    event_type: z.enum(['submission.created']),
    test: z.boolean(),
  }),
  { id: 'TestIntegrationResponse' },
);

export const IntegrationListSchema = withMeta(z.array(NativeIntegrationSchema), { id: 'NativeIntegrationList' });

const integrationDeliveryFields = { id: true, integrationId: targetIdField, ...deliveryViewFields } as const;
const integrationDelivery = DeliveryEntity.view<ShownDelivery, typeof integrationDeliveryFields>(
  integrationDeliveryFields,
);
export const IntegrationDeliverySchema = withMeta(z.object(integrationDelivery.fields), {
  id: 'IntegrationDelivery',
});
export const integrationDeliveryView = integrationDelivery.map;

export const IntegrationDeliveryDetailSchema = withMeta(
  z.object({
    delivery: IntegrationDeliverySchema,
    payload: described(z.record(z.string(), z.unknown()), 'What was sent to the provider, credentials removed.'),
    attempts: z.array(withMeta(WebhookDeliveryAttemptSchema, { id: 'IntegrationDeliveryAttempt' })),
  }),
  { id: 'IntegrationDeliveryDetail' },
);

export const IntegrationDeliveryListSchema = withMeta(
  z.object({ deliveries: z.array(IntegrationDeliverySchema), next_cursor: z.nullable(z.string()) }),
  { id: 'IntegrationDeliveryList' },
);

export const IntegrationParamsSchema = z.object({ IntegrationID: idParam('integration', 'Integration id.') });
export const IntegrationDeliveryParamsSchema = z.object({
  IntegrationID: idParam('integration', 'Integration id.'),
  did: idParam('delivery', 'Delivery id.'),
});

export const OAuthCallbackParamsSchema = z.object({ type: z.enum(OAUTH_TYPES) });
export const OAuthCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(2048))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(512))),
});

export const AuthorizeIntegrationRequestSchema = withMeta(
  z.strictObject({
    connection: described(
      z.optional(z.union([ApiKeyConnectionSchema, AccessKeyConnectionSchema])),
      'crm and forward_b only: the new credentials.',
    ),
  }),
  { id: 'AuthorizeIntegrationRequest' },
);
