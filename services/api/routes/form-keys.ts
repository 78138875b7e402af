import {
  CreateFormKeyRequestSchema,
  CreateFormKeyResponseSchema,
  FormKeyListSchema,
  FormKeyParamsSchema,
} from '@shared/domain/schemas/form-keys.js';
import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { createFormKey, listFormKeys, revokeFormKey } from '../use-cases/form-keys.js';

/** `/v1/forms/{id}/keys`: form access keys for protected forms. */
export function formKeyRoutes(deps: ApiParts<never, 'formKeys' | 'forms'>): Route[] {
  const ports = { formKeys: deps.stores.formKeys, forms: deps.stores.forms, now: deps.now };
  const tags = ['Form keys'];
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/forms/{id}/keys',
      access: 'credential',
      params: FormIdParamsSchema,
      docs: {
        summary: "List a form's access keys (newest first, revoked ones included)",
        description: "Never a key's secret: only its prefix.",
        tags,
        success: { status: 200, schema: FormKeyListSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => json(200, await listFormKeys(ports, principal, params.id)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/forms/{id}/keys',
      access: 'credential',
      params: FormIdParamsSchema,
      body: CreateFormKeyRequestSchema,
      docs: {
        summary: 'Create a form access key; the plaintext key is returned once',
        description:
          'Send it in `X-Form-Key` (or `_form_key`) to a protected form. Store the returned `key` now: only its prefix is kept.',
        tags,
        success: { status: 201, schema: CreateFormKeyResponseSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params, body }) => json(201, await createFormKey(ports, principal, params.id, body)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/forms/{id}/keys/{kid}/revoke',
      access: 'credential',
      params: FormKeyParamsSchema,
      docs: {
        summary: 'Revoke a form access key; it stops working at once',
        description: 'Submissions carrying it are refused from now on; the key stays listed as revoked.',
        tags,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => {
        await revokeFormKey(ports, principal, params.id, params.kid);
        return noContent();
      },
    }),
  ];
}
