import { fileURLToPath } from 'node:url';
import { EXTERNAL_ROUTE_DOCS } from '@shared/http/external-routes.js';
import { generateOpenApi, type OpenApiDocument } from '@shared/http/openapi.js';
import type { ApiDeps } from './deps.js';
import { apiRoutes } from './routes/index.js';
import { OPENAPI_FILE_URL } from './openapi-file.js';

/** The checked-in document `GET /v1/openapi.json` serves (`npm run client:generate` writes it). */
export const OPENAPI_FILE = fileURLToPath(OPENAPI_FILE_URL);

/** What each tag of the document groups. */
const TAGS: Record<string, string> = {
  'Sign-in':
    'Signing in to the dashboard without credentials: e-mailed links, passkeys, accepting an invitation; signing out.',
  Account: "The signed-in user's own account: organizations, the active one, sessions; creating an organization.",
  Passkeys: "The signed-in user's passkeys (WebAuthn): register, list, remove.",
  Members: "The active organization's members, their roles and invitations (owners and admins manage them).",
  'Audit log': 'Who did what in the organization, kept 365 days (owners and admins).',
  'API keys': 'Organization API keys: identify the calling key; list, create and revoke keys from a dashboard session.',
  Forms: 'Forms: their public endpoint, notification e-mail, allowed origins and settings; trash and restore.',
  Autoresponder: 'The e-mail a form sends back to the submitter, and a test send.',
  'E-mail suppression': 'Addresses no notification or autoresponder e-mail is sent to.',
  Submissions:
    "A form's submissions: list, read, star, trash, delete, redeliver, bulk actions, daily counts and files.",
  'Form keys': 'Access keys a protected form requires from the sites posting to it.',
  Usage: "The organization's plan usage this month, overall and per form.",
  Analytics: "A form's submissions per day, verified and spam counts, sources and countries.",
  'Spam protection': 'Blocked domains and IPs, CAPTCHA and e-mail hygiene of a form.',
  Webhooks: 'Signed HTTP deliveries of form events (Standard Webhooks), their deliveries and redelivery.',
  Integrations:
    'Native integrations (chat, spreadsheet, newsletter, CRM, forwarding), their authorization and deliveries.',
  'Data requests': "A data subject's submissions: export as CSV, erase for good.",
  Meta: 'This document.',
  'Public submission':
    "A form's public endpoint for visitors' browsers: submit, presign file uploads, the success page.",
};

/**
 * The service's OpenAPI 3.1.0 document (contract version 1.0.0): every route of the API's functions and the routes
 * other functions serve. Its server is relative (the host serving it); each deployment serves its own base URL.
 */
export function openApiDocument(deps: ApiDeps): OpenApiDocument {
  // Grouped by tag in the order above (a stable sort keeps each module's own order within a tag).
  const tagOrder = Object.keys(TAGS);
  const routes = [...apiRoutes(deps), ...EXTERNAL_ROUTE_DOCS].sort(
    (a, b) => tagOrder.indexOf(a.docs.tags[0]!) - tagOrder.indexOf(b.docs.tags[0]!),
  );
  return generateOpenApi(routes, {
    title: 'Formbase API',
    version: '1.0.0',
    description:
      'Manage forms, submissions, deliveries and spam protection. Every error uses one envelope: ' +
      '`{ "error": { "code", "message", "field" } }`; `field` names the rejected request field as a dotted path.',
    contact: { name: 'Formbase maintainers' },
    license: { name: 'MIT', identifier: 'MIT' },
    servers: [{ url: '/' }],
    tags: TAGS,
  });
}

/** The file's text: indented, so a contract change reads as a diff. */
export const openApiFileText = (document: OpenApiDocument): string => `${JSON.stringify(document, null, 2)}\n`;
