import { NotFoundError } from '@shared/domain/errors.js';
import { FORM_KEY_SCOPES, type FormKey, type FormKeyMode, type FormKeyStore } from '@shared/domain/form-key.js';
import type { FormStore } from '@shared/domain/form.js';
import { newId } from '@shared/domain/ids.js';
import { shownFormKey } from '@shared/domain/schemas/form-keys.js';
import type { Principal } from '@shared/domain/tenant.js';
import { mintToken } from '@shared/domain/tokens.js';
import { requireForm } from './form-access.js';

interface Ports {
  formKeys: FormKeyStore;
  forms: FormStore;
  now(): Date;
}

/** `GET /v1/forms/{id}/keys`: the form's keys, newest first, revoked ones included. */
export async function listFormKeys(ports: Ports, principal: Principal, formId: string) {
  await requireForm(ports, principal, formId);
  return (await ports.formKeys.listForForm(principal.tenantId, formId)).map(shownFormKey);
}

/** `POST /v1/forms/{id}/keys`: mints a key; the plaintext is in this response only. */
export async function createFormKey(
  ports: Ports,
  principal: Principal,
  formId: string,
  input: { name: string; mode: string },
) {
  await requireForm(ports, principal, formId);
  const now = ports.now();
  const minted = mintToken('formKey');
  const key: FormKey = {
    id: newId('formKey', now.getTime()),
    tenantId: principal.tenantId,
    formId,
    name: input.name,
    keyPrefix: minted.displayPrefix,
    mode: input.mode as FormKeyMode,
    scopes: [...FORM_KEY_SCOPES],
    createdAt: now.toISOString(),
    lastUsedAt: null,
    revokedAt: null,
  };
  await ports.formKeys.create(key, minted.hash);
  return { ...shownFormKey(key), key: minted.token };
}

/** `POST /v1/forms/{id}/keys/{kid}/revoke`: the key stops working at once; revoking again is a no-op. */
export async function revokeFormKey(ports: Ports, principal: Principal, formId: string, keyId: string) {
  await requireForm(ports, principal, formId);
  if (!(await ports.formKeys.revoke(principal.tenantId, formId, keyId, ports.now().toISOString()))) {
    throw new NotFoundError('form key not found', 'kid');
  }
}
