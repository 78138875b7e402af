import { NotFoundError } from '@shared/domain/errors.js';
import type { Form, FormStore } from '@shared/domain/form.js';
import type { Principal } from '@shared/domain/tenant.js';

/**
 * The form of the caller's tenant, or 404 `not_found` naming the `id` path parameter. Every form-scoped route checks
 * this first, so another tenant's form id is indistinguishable from one that does not exist.
 */
export async function requireForm(
  ports: { forms: Pick<FormStore, 'get'> },
  principal: Principal,
  formId: string,
): Promise<Form> {
  const form = await ports.forms.get(principal.tenantId, formId);
  if (!form) throw new NotFoundError('form not found', 'id');
  return form;
}
