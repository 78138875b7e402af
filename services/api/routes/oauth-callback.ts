import * as z from 'zod/mini';
import { escapeHtml } from '@shared/domain/email/html.js';
import { OAuthCallbackParamsSchema, OAuthCallbackQuerySchema } from '@shared/domain/schemas/integrations.js';
import { html } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { completeAuthorization } from '../use-cases/integration-authorization.js';

const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const page = { schema: z.string(), contentType: 'text/html' };

/** The small page the browser ends on; every dynamic text is escaped. */
export function callbackPage(ok: boolean, text: string): string {
  const title = ok ? 'Connected' : 'Not connected';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${title}</title><style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}` +
    `h1{color:${ok ? '#166534' : '#991b1b'}}</style></head><body><h1>${title}</h1>` +
    `<p>${escapeHtml(text)}</p><p>You can close this window.</p></body></html>`
  );
}

/**
 * `GET /oauth/{type}/callback?code&state` (public): where the provider sends the browser back after the owner
 * allowed (or declined) access. Answers a small HTML page: connected, or not connected with the reason.
 */
export function oauthCallbackRoute(
  deps: ApiParts<'integrationRuntime', 'forms' | 'integrations' | 'oauthStates'>,
): Route {
  const ports = {
    forms: deps.stores.forms,
    integrations: deps.stores.integrations,
    oauthStates: deps.stores.oauthStates,
    runtime: deps.integrationRuntime,
    now: deps.now,
  };
  return defineRoute({
    method: 'GET',
    path: '/oauth/{type}/callback',
    access: 'public',
    params: OAuthCallbackParamsSchema,
    query: OAuthCallbackQuerySchema,
    docs: {
      summary: 'Browser authorization callback (public)',
      description:
        'The provider redirects here with `code` and `state` (or `error`). The state is single-use, expires after ' +
        '15 minutes and is bound to one integration; a replayed, expired or foreign state changes nothing. A failure ' +
        'answers 400 (502 when the provider could not be reached) with an HTML page giving the reason.',
      tags: ['Integrations'],
      success: { status: 200, schema: z.string(), contentType: 'text/html', description: 'Connected page.' },
      alternatives: [
        { status: 400, ...page, description: 'Not connected: the link is not valid, expired or was declined.' },
        { status: 404, ...page, description: 'No such integration type.' },
        { status: 502, ...page, description: 'Not connected: the provider could not be reached.' },
      ],
      errors: [503],
    },
    // An unknown integration type is no page at all (404); a malformed query is a link that is not valid (400).
    rejectInput: (_error, part) =>
      html(part === 'params' ? 404 : 400, callbackPage(false, 'This authorization link is not valid.'), PAGE_HEADERS),
    handle: async ({ params, query }) => {
      const result = await completeAuthorization(ports, params.type, query);
      return result.ok
        ? html(200, callbackPage(true, `Your integration is connected: ${result.detail}.`), PAGE_HEADERS)
        : html(
            result.status,
            callbackPage(false, `The integration was not connected: ${result.reason}.`),
            PAGE_HEADERS,
          );
    },
  });
}
