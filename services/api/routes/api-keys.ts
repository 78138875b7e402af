import { assertId } from '@shared/domain/ids.js';
import {
  ApiKeyIdentitySchema,
  ApiKeyListSchema,
  CreateApiKeyRequestSchema,
  CreateApiKeyResponseSchema,
} from '@shared/domain/schemas/api-keys.js';
import { json, noContent } from '@shared/http/response.js';
import type { Route } from '@shared/http/router.js';
import { parseJsonBody } from '@shared/http/validation.js';
import type { ApiParts } from '../deps.js';
import { createApiKey, currentKeyIdentity, listApiKeys, revokeApiKey } from '../use-cases/api-keys.js';

export function apiKeyRoutes(deps: ApiParts<never, 'tenants'>): Route[] {
  const ports = { ...deps.stores, now: deps.now };
  const tags = ['API keys'];
  return [
    {
      method: 'GET',
      path: '/v1/api-keys/current',
      access: 'credential',
      docs: {
        summary: 'Identify the calling API key and its tenant',
        tags,
        success: { status: 200, schema: ApiKeyIdentitySchema },
        errors: [400],
      },
      handle: async ({ principal }) => json(200, await currentKeyIdentity(ports, principal)),
    },
    {
      method: 'GET',
      path: '/v1/api-keys',
      access: 'session',
      role: 'admin',
      docs: {
        summary: 'List API keys (dashboard session of an owner or admin)',
        tags,
        success: { status: 200, schema: ApiKeyListSchema },
        errors: [403],
      },
      handle: async ({ principal }) => json(200, await listApiKeys(ports, principal)),
    },
    {
      method: 'POST',
      path: '/v1/api-keys',
      access: 'session',
      role: 'admin',
      audit: { action: 'api_key.created', target: 'api_key' },
      docs: {
        summary: 'Create an API key (dashboard session of an owner or admin); the plaintext key is returned once',
        tags,
        body: CreateApiKeyRequestSchema,
        success: { status: 201, schema: CreateApiKeyResponseSchema },
        errors: [400, 403],
      },
      handle: async ({ req, principal }) =>
        json(201, await createApiKey(ports, principal, parseJsonBody(req, CreateApiKeyRequestSchema))),
    },
    {
      method: 'DELETE',
      path: '/v1/api-keys/{id}',
      access: 'session',
      role: 'admin',
      audit: { action: 'api_key.revoked', target: 'api_key' },
      docs: {
        summary: 'Revoke an API key (dashboard session of an owner or admin)',
        tags,
        success: { status: 204 },
        errors: [400, 403, 404],
      },
      handle: async ({ req, principal }) => {
        await revokeApiKey(ports, principal, assertId('apiKey', req.pathParams.id, 'id'));
        return noContent();
      },
    },
  ];
}
