import * as z from 'zod/mini';
import { described } from '@shared/domain/schemas/meta.js';
import { generateOpenApi, type DocumentedRoute, type OpenApiDocument } from '@shared/http/openapi.js';
import type { PublicRoute } from '@shared/http/router.js';
import type { ApiDeps } from '../deps.js';

export const OPENAPI_PATH = '/v1/openapi.json';

/** The service's OpenAPI 3.1.0 document (contract version 1.0.0) for a list of documented routes. */
export function openApiDocument(deps: Pick<ApiDeps, 'config'>, routes: readonly DocumentedRoute[]): OpenApiDocument {
  return generateOpenApi(routes, {
    title: 'Formbase API',
    version: '1.0.0',
    description:
      'Manage forms, submissions, deliveries and spam protection. Every error uses one envelope: ' +
      '`{ "error": { "code", "message", "field" } }`; `field` names the rejected request field as a dotted path.',
    servers: [{ url: deps.config.publicBaseUrl }],
  });
}

/**
 * `GET /v1/openapi.json`: public, because the contract holds no secrets and tooling (code generators, API
 * explorers) fetches it without a key. Generated once per process from `documented()`, which must list every
 * route, this one included.
 */
export function openApiRoute(deps: ApiDeps, documented: () => readonly DocumentedRoute[]): PublicRoute {
  let body: string | undefined;
  return {
    method: 'GET',
    path: OPENAPI_PATH,
    access: 'public',
    docs: {
      summary: 'This OpenAPI 3.1 document (public)',
      tags: ['Meta'],
      success: {
        status: 200,
        schema: described(z.record(z.string(), z.unknown()), 'An OpenAPI 3.1.0 document.'),
      },
    },
    handle: async () => {
      body ??= JSON.stringify(openApiDocument(deps, documented()));
      return {
        statusCode: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
        body,
      };
    },
  };
}
