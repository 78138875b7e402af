import { z } from 'zod';

export const ApiKeyScopeSchema = z.enum(['read', 'full']).meta({ id: 'ApiKeyScope' });

export const ApiKeyIdentitySchema = z
  .object({
    key: z.object({ id: z.string(), name: z.string(), scope: ApiKeyScopeSchema, key_prefix: z.string() }),
    tenant: z.object({ id: z.string(), name: z.string(), plan: z.string() }),
  })
  .meta({ id: 'ApiKeyIdentity' });

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: ApiKeyScopeSchema,
    key_prefix: z.string(),
    created_at: z.string(),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) }).meta({ id: 'ApiKeyList' });

export const CreateApiKeyRequestSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(120),
    scope: ApiKeyScopeSchema.default('read'),
  })
  .meta({ id: 'CreateApiKeyRequest' });

export const CreateApiKeyResponseSchema = ApiKeySchema.extend({
  key: z.string().describe('The plaintext key; shown once, stored only as a hash.'),
}).meta({ id: 'CreateApiKeyResponse' });
