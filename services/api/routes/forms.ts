import {
  CreateFormRequestSchema,
  FormListSchema,
  FormSchema,
  ListFormsQuerySchema,
  UpdateFormRequestSchema,
} from '@shared/domain/schemas/forms.js';
import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { createForm, getForm, listForms, trashForm, updateForm } from '../use-cases/forms.js';

/** `/v1/forms` and `/v1/forms/{id}`: parse, call the use case, answer. */
export function formRoutes(deps: ApiParts<never, 'forms'>): Route[] {
  const ports = { forms: deps.stores.forms, now: deps.now };
  const tags = ['Forms'];
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/forms',
      access: 'credential',
      query: ListFormsQuerySchema,
      docs: {
        summary: 'List forms (newest first), optionally only the one with an external_key',
        description: '`external_key` answers at most the one form holding it.',
        tags,
        success: { status: 200, schema: FormListSchema },
        errors: [400],
      },
      handle: async ({ principal, query }) => json(200, await listForms(ports, principal, query)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/forms',
      access: 'credential',
      body: CreateFormRequestSchema,
      docs: {
        summary: 'Create a form',
        description:
          'A form created in a signed-in session notifies that person (`notify_emails` holds their address); one created with an API key notifies nobody until told. Answers 409 conflict when the tenant already has a form with the same external_key.',
        tags,
        success: { status: 201, schema: FormSchema },
        errors: [400, 409],
      },
      handle: async ({ principal, body }) => json(201, await createForm(ports, principal, body)),
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/forms/{id}',
      access: 'credential',
      params: FormIdParamsSchema,
      docs: {
        summary: 'Get a form',
        description: 'The full form with its settings; a trashed form answers with `is_active: false`.',
        tags,
        success: { status: 200, schema: FormSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => json(200, await getForm(ports, principal, params.id)),
    }),
    defineRoute({
      method: 'PATCH',
      path: '/v1/forms/{id}',
      access: 'credential',
      params: FormIdParamsSchema,
      body: UpdateFormRequestSchema,
      docs: {
        summary: 'Update a form; only the fields sent change',
        description:
          'settings: send only the sections to change; a section sent replaces the stored one. `is_active: true` restores a trashed form.',
        tags,
        success: { status: 200, schema: FormSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ principal, params, body }) => json(200, await updateForm(ports, principal, params.id, body)),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/forms/{id}',
      access: 'credential',
      params: FormIdParamsSchema,
      audit: { action: 'form.deleted', target: 'form' },
      docs: {
        summary: 'Move a form to trash: it becomes inactive and stops accepting submissions',
        description: '`PATCH` with `is_active: true` restores it.',
        tags,
        success: { status: 204, description: 'Moved to trash.' },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => {
        await trashForm(ports, principal, params.id);
        return noContent();
      },
    }),
  ];
}
