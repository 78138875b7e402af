import { assertId } from '@shared/domain/ids.js';
import {
  CreateFormRequestSchema,
  FormListSchema,
  FormSchema,
  ListFormsQuerySchema,
  UpdateFormRequestSchema,
} from '@shared/domain/schemas/forms.js';
import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import { json, noContent } from '@shared/http/response.js';
import type { Route } from '@shared/http/router.js';
import { parseJsonBody, parseQueryParams } from '@shared/http/validation.js';
import type { ApiParts } from '../deps.js';
import { createForm, getForm, listForms, trashForm, updateForm } from '../use-cases/forms.js';

/** `/v1/forms` and `/v1/forms/{id}`: parse, call the use case, answer. */
export function formRoutes(deps: ApiParts<never, 'forms'>): Route[] {
  const ports = { forms: deps.stores.forms, now: deps.now };
  const tags = ['Forms'];
  const formId = (params: Record<string, string>) => assertId('form', params.id, 'id');
  return [
    {
      method: 'GET',
      path: '/v1/forms',
      access: 'credential',
      docs: {
        summary: 'List forms (newest first), optionally only the one with an external_key',
        tags,
        query: ListFormsQuerySchema,
        success: { status: 200, schema: FormListSchema },
        errors: [400],
      },
      handle: async ({ req, principal }) =>
        json(200, await listForms(ports, principal, parseQueryParams(req, ListFormsQuerySchema))),
    },
    {
      method: 'POST',
      path: '/v1/forms',
      access: 'credential',
      docs: {
        summary: 'Create a form',
        description: 'Answers 409 conflict when the tenant already has a form with the same external_key.',
        tags,
        body: CreateFormRequestSchema,
        success: { status: 201, schema: FormSchema },
        errors: [400, 409],
      },
      handle: async ({ req, principal }) =>
        json(201, await createForm(ports, principal, parseJsonBody(req, CreateFormRequestSchema))),
    },
    {
      method: 'GET',
      path: '/v1/forms/{id}',
      access: 'credential',
      docs: {
        summary: 'Get a form',
        tags,
        params: FormIdParamsSchema,
        success: { status: 200, schema: FormSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => json(200, await getForm(ports, principal, formId(req.pathParams))),
    },
    {
      method: 'PATCH',
      path: '/v1/forms/{id}',
      access: 'credential',
      docs: {
        summary: 'Update a form; only the fields sent change',
        description:
          'settings: send only the sections to change; a section sent replaces the stored one. `is_active: true` restores a trashed form.',
        tags,
        params: FormIdParamsSchema,
        body: UpdateFormRequestSchema,
        success: { status: 200, schema: FormSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ req, principal }) => {
        const id = formId(req.pathParams);
        return json(200, await updateForm(ports, principal, id, parseJsonBody(req, UpdateFormRequestSchema)));
      },
    },
    {
      method: 'DELETE',
      path: '/v1/forms/{id}',
      access: 'credential',
      audit: { action: 'form.deleted', target: 'form' },
      docs: {
        summary: 'Move a form to trash: it becomes inactive and stops accepting submissions',
        tags,
        params: FormIdParamsSchema,
        success: { status: 204, description: 'Moved to trash.' },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        await trashForm(ports, principal, formId(req.pathParams));
        return noContent();
      },
    },
  ];
}
