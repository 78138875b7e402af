import {
  AutoresponderResponseSchema,
  AutoresponderSchema,
  TestAutoresponderRequestSchema,
  TestAutoresponderResponseSchema,
  UpsertAutoresponderRequestSchema,
} from '@shared/domain/schemas/email.js';
import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import { json } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { getAutoresponder, testAutoresponder, upsertAutoresponder } from '../use-cases/autoresponder.js';

/** `/v1/forms/{id}/autoresponder` and its test send. */
export function autoresponderRoutes(deps: ApiParts<'mailer', 'forms' | 'autoresponders' | 'suppressions'>): Route[] {
  const ports = {
    forms: deps.stores.forms,
    autoresponders: deps.stores.autoresponders,
    suppressions: deps.stores.suppressions,
    mailer: deps.mailer,
    mailFrom: deps.config.mailFrom,
    now: deps.now,
  };
  const tags = ['Autoresponder'];
  const path = '/v1/forms/{id}/autoresponder';
  return [
    defineRoute({
      method: 'GET',
      path,
      access: 'credential',
      params: FormIdParamsSchema,
      docs: {
        summary: "Get the form's autoresponder (null when it has none)",
        description: '`{autoresponder: null}` when the form has none.',
        tags,
        success: { status: 200, schema: AutoresponderResponseSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => json(200, await getAutoresponder(ports, principal, params.id)),
    }),
    defineRoute({
      method: 'PUT',
      path,
      access: 'credential',
      params: FormIdParamsSchema,
      body: UpsertAutoresponderRequestSchema,
      docs: {
        summary: "Create or replace the form's autoresponder",
        description:
          'Template variables: `{{ form_name }}`, `{{ submission_id }}`, `{{ date }}` and `{{ fields.<name> }}` for any ' +
          'submitted field, with an optional `| default: "text"` for missing values. Any other variable answers 422 ' +
          '`unprocessable_template` naming it. Optional fields omitted keep their stored values.',
        tags,
        success: { status: 200, schema: AutoresponderSchema },
        errors: [400, 404, 422],
      },
      handle: async ({ principal, params, body }) =>
        json(200, await upsertAutoresponder(ports, principal, params.id, body)),
    }),
    defineRoute({
      method: 'POST',
      path: `${path}/test`,
      access: 'credential',
      params: FormIdParamsSchema,
      body: TestAutoresponderRequestSchema,
      docs: {
        summary: 'Send the autoresponder to `to`, rendered with `sample` as the submitted fields',
        description: 'Works while the autoresponder is disabled. `sent` is false when `to` is suppressed.',
        tags,
        success: { status: 200, schema: TestAutoresponderResponseSchema },
        errors: [400, 404, 503],
      },
      handle: async ({ req, principal, params, body }) =>
        json(200, await testAutoresponder(ports, principal, params.id, body, req.headers['accept-language'] ?? null)),
    }),
  ];
}
