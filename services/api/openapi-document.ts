import { fileURLToPath } from 'node:url';
import { EXTERNAL_ROUTE_DOCS } from '@shared/http/external-routes.js';
import { generateOpenApi, type OpenApiDocument } from '@shared/http/openapi.js';
import type { ApiDeps } from './deps.js';
import { apiRoutes } from './routes/index.js';
import { OPENAPI_FILE_NAME } from './routes/openapi.js';

/** The checked-in document `GET /v1/openapi.json` serves (`npm run client:generate` writes it). */
export const OPENAPI_FILE = fileURLToPath(new URL(`./routes/${OPENAPI_FILE_NAME}`, import.meta.url));

/**
 * The service's OpenAPI 3.1.0 document (contract version 1.0.0): every route of the API's functions and the routes
 * other functions serve. Its server is relative (the host serving it); each deployment serves its own base URL.
 */
export function openApiDocument(deps: ApiDeps): OpenApiDocument {
  return generateOpenApi([...apiRoutes(deps), ...EXTERNAL_ROUTE_DOCS], {
    title: 'Formbase API',
    version: '1.0.0',
    description:
      'Manage forms, submissions, deliveries and spam protection. Every error uses one envelope: ' +
      '`{ "error": { "code", "message", "field" } }`; `field` names the rejected request field as a dotted path.',
    servers: [{ url: '/' }],
  });
}

/** The file's text: indented, so a contract change reads as a diff. */
export const openApiFileText = (document: OpenApiDocument): string => `${JSON.stringify(document, null, 2)}\n`;
