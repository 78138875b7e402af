import { assertId } from '@shared/domain/ids.js';
import {
  CreateFormKeyRequestSchema,
  CreateFormKeyResponseSchema,
  FormKeyListSchema,
  FormKeyParamsSchema,
} from '@shared/domain/schemas/form-keys.js';
import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import { json, noContent } from '@shared/http/response.js';
import type { Route } from '@shared/http/router.js';
import { parseJsonBody } from '@shared/http/validation.js';
import type { ApiParts } from '../deps.js';
import { createFormKey, listFormKeys, revokeFormKey } from '../use-cases/form-keys.js';

/** `/v1/forms/{id}/keys`: form access keys for protected forms. */
export function formKeyRoutes(deps: ApiParts<never, 'formKeys' | 'forms'>): Route[] {
  const ports = { formKeys: deps.stores.formKeys, forms: deps.stores.forms, now: deps.now };
  const tags = ['Form keys'];
  const formId = (params: Record<string, string>) => assertId('form', params.id, 'id');
  return [
    {
      method: 'GET',
      path: '/v1/forms/{id}/keys',
      access: 'credential',
      docs: {
        summary: "List a form's access keys (newest first, revoked ones included)",
        tags,
        params: FormIdParamsSchema,
        success: { status: 200, schema: FormKeyListSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => json(200, await listFormKeys(ports, principal, formId(req.pathParams))),
    },
    {
      method: 'POST',
      path: '/v1/forms/{id}/keys',
      access: 'credential',
      docs: {
        summary: 'Create a form access key; the plaintext key is returned once',
        tags,
        params: FormIdParamsSchema,
        body: CreateFormKeyRequestSchema,
        success: { status: 201, schema: CreateFormKeyResponseSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        const id = formId(req.pathParams);
        return json(201, await createFormKey(ports, principal, id, parseJsonBody(req, CreateFormKeyRequestSchema)));
      },
    },
    {
      method: 'POST',
      path: '/v1/forms/{id}/keys/{kid}/revoke',
      access: 'credential',
      docs: {
        summary: 'Revoke a form access key; it stops working at once',
        tags,
        params: FormKeyParamsSchema,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        const id = formId(req.pathParams);
        await revokeFormKey(ports, principal, id, assertId('formKey', req.pathParams.kid, 'kid'));
        return noContent();
      },
    },
  ];
}
