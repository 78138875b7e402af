import * as z from 'zod/mini';
import {
  ApiKeyIdentitySchema,
  ApiKeyListSchema,
  CreateApiKeyRequestSchema,
  CreateApiKeyResponseSchema,
} from '@shared/domain/schemas/api-keys.js';
import { idParam } from '@shared/domain/schemas/params.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { createApiKey, currentKeyIdentity, listApiKeys, revokeApiKey } from '../use-cases/api-keys.js';

const ApiKeyIdParamsSchema = z.object({ id: idParam('apiKey', 'API key id.') });

export function apiKeyRoutes(deps: ApiParts<never, 'tenants'>): Route[] {
  const ports = { ...deps.stores, now: deps.now };
  const tags = ['API keys'];
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/api-keys/current',
      access: 'credential',
      docs: {
        summary: 'Identify the calling API key and its tenant',
        description:
          "Answers the key's id, name, scope and prefix and its tenant. A dashboard session token answers 400 `not_api_key`.",
        tags,
        success: { status: 200, schema: ApiKeyIdentitySchema },
        errors: [400],
      },
      handle: async ({ principal }) => json(200, await currentKeyIdentity(ports, principal)),
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/api-keys',
      access: 'session',
      role: 'admin',
      docs: {
        summary: 'List API keys (dashboard session of an owner or admin)',
        description: "Every API key of the tenant, revoked ones included; never a key's secret.",
        tags,
        success: { status: 200, schema: ApiKeyListSchema },
        errors: [403],
      },
      handle: async ({ principal }) => json(200, await listApiKeys(ports, principal)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/api-keys',
      access: 'session',
      body: CreateApiKeyRequestSchema,
      role: 'admin',
      docs: {
        summary: 'Create an API key (dashboard session of an owner or admin); the plaintext key is returned once',
        description:
          '`scope` is `read` (GET only) unless `write` is asked for. Store the returned `key` now: only its prefix is kept.',
        tags,
        success: { status: 201, schema: CreateApiKeyResponseSchema },
        errors: [400, 403],
      },
      handle: async ({ req, principal, body }) => json(201, await createApiKey(ports, principal, body, req.sourceIp)),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/api-keys/{id}',
      access: 'session',
      params: ApiKeyIdParamsSchema,
      role: 'admin',
      docs: {
        summary: 'Revoke an API key (dashboard session of an owner or admin)',
        description:
          'The key stops authenticating at once. Revoking a revoked key changes nothing (204, no second audit line).',
        tags,
        success: { status: 204 },
        errors: [400, 403, 404],
      },
      handle: async ({ req, principal, params }) => {
        await revokeApiKey(ports, principal, params.id, req.sourceIp);
        return noContent();
      },
    }),
  ];
}
