import { ConflictError, NotFoundError } from '@shared/domain/errors.js';
import { newForm, type Form, type FormStore } from '@shared/domain/form.js';
import { newId } from '@shared/domain/ids.js';
import {
  applyFormUpdate,
  formSummaryView,
  formView,
  type CreateFormRequest,
  type FormView,
  type UpdateFormRequest,
} from '@shared/domain/schemas/forms.js';
import type { Principal } from '@shared/domain/tenant.js';

interface Ports {
  forms: FormStore;
  now(): Date;
}

/** How often an update re-reads and retries when another writer changed the form in between. */
const UPDATE_ATTEMPTS = 5;

const notFound = () => new NotFoundError('form not found', 'id');

async function loadForm(ports: Ports, principal: Principal, formId: string): Promise<Form> {
  const form = await ports.forms.get(principal.tenantId, formId);
  if (!form) throw notFound();
  return form;
}

/** `GET /v1/forms`: the tenant's forms, newest first, trashed ones included (inactive). */
export async function listForms(ports: Ports, principal: Principal, filter: { external_key?: string }) {
  const forms = await ports.forms.list(principal.tenantId, { externalKey: filter.external_key });
  return forms.map(formSummaryView);
}

/**
 * `POST /v1/forms`: one PutItem, or one two-item transaction when an `external_key` is claimed. A form created by a
 * signed-in person notifies that person from the start (changeable in the form's settings); one created with an API
 * key notifies nobody until told.
 */
export async function createForm(ports: Ports, principal: Principal, input: CreateFormRequest): Promise<FormView> {
  const now = ports.now();
  const form = newForm(
    {
      id: newId('form', now.getTime()),
      tenantId: principal.tenantId,
      name: input.name,
      emoji: input.emoji,
      accessMode: input.access_mode,
      externalKey: input.external_key ?? null,
      notifyEmails: principal.email ? [principal.email] : [],
    },
    now,
  );
  await ports.forms.create(form);
  return formView(form);
}

export async function getForm(ports: Ports, principal: Principal, formId: string): Promise<FormView> {
  return formView(await loadForm(ports, principal, formId));
}

/**
 * `PATCH /v1/forms/{id}`: one consistent GetItem, then one conditional UpdateItem on the form's version (a
 * transaction with the external-key guards when the key changes). A concurrent writer makes it re-read and retry.
 */
export async function updateForm(
  ports: Ports,
  principal: Principal,
  formId: string,
  input: UpdateFormRequest,
): Promise<FormView> {
  for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
    const form = await loadForm(ports, principal, formId);
    if (Object.keys(input).length === 0) return formView(form);
    const next = applyFormUpdate(form, input, ports.now().toISOString());
    if (await ports.forms.update(form, next)) return formView({ ...next, version: form.version + 1 });
  }
  throw new ConflictError('the form kept changing while it was being updated; retry the request');
}

/** `DELETE /v1/forms/{id}`: moves the form to trash in one UpdateItem; it stops accepting submissions. */
export async function trashForm(ports: Ports, principal: Principal, formId: string): Promise<void> {
  const trashed = await ports.forms.trash(principal.tenantId, formId, ports.now().toISOString());
  if (!trashed) throw notFound();
}
