import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { described } from '@shared/domain/schemas/meta.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiBase } from '../deps.js';
import { OPENAPI_FILE_URL } from '../openapi-file.js';

export const OPENAPI_PATH = '/v1/openapi.json';

/**
 * `GET /v1/openapi.json`: public, because the contract holds no secrets and tooling (code generators, API
 * explorers) fetches it without a key. Read once per process. Its server is the path of this deployment's base URL
 * (`/` unless the API sits under a path), relative to the host serving the document, which is the API's own: correct
 * behind any domain, and no linter flags it as a local address.
 */
export function openApiRoute(deps: ApiBase): Route {
  let body: string | undefined;
  const serve = () => {
    // Generated from every route's docs by `npm run client:generate`; a test regenerates it and compares.
    const file = fileURLToPath(OPENAPI_FILE_URL);
    const document = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    // Replaces the file's server in place, so the key keeps its position in the served text.
    document.servers = [{ url: new URL(deps.config.publicBaseUrl).pathname.replace(/(.)\/$/, '$1') }];
    return JSON.stringify(document);
  };
  return defineRoute({
    method: 'GET',
    path: OPENAPI_PATH,
    access: 'public',
    docs: {
      summary: 'This OpenAPI 3.1 document (public)',
      description: "Generated from the routes' own declarations; its server is this deployment's base URL.",
      tags: ['Meta'],
      success: {
        status: 200,
        schema: described(z.record(z.string(), z.unknown()), 'An OpenAPI 3.1.0 document.'),
      },
    },
    handle: async () => {
      body ??= serve();
      return {
        statusCode: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
        body,
      };
    },
  });
}
