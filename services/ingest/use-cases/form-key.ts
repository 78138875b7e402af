import { FormKeyInvalidError, FormKeyRequiredError } from '@shared/domain/errors.js';
import type { Form } from '@shared/domain/form.js';
import type { FormKeyScope } from '@shared/domain/form-key.js';
import { tokenKind } from '@shared/domain/tokens.js';
import type { IngestPorts } from '../ports.js';

/**
 * Protected forms need a form key carrying `scope` (`submit` for submissions, `upload` for presigning): 401
 * `form_key_required` without one, `form_key_invalid` for anything but a live key of this form. The header wins over
 * the field; open forms pass without a read. Returns whether the sender is a server holding the form's `protected`
 * key (a request without `Origin`), whose requests are not judged by browser headers.
 */
export async function checkFormKey(
  ports: Pick<IngestPorts, 'formKeys'>,
  form: Form,
  presented: { header: string | undefined; field?: string | undefined; fromPage?: boolean },
  at: Date,
  scope: FormKeyScope,
): Promise<boolean> {
  if (form.accessMode !== 'protected') return false;
  const key = presented.header ?? presented.field;
  // Presign requests are JSON descriptions of files, so the key travels only in the header there.
  const where = scope === 'upload' ? 'the X-Form-Key header' : 'the X-Form-Key header or the _form_key field';
  if (!key) throw new FormKeyRequiredError(`this form needs a form key: send it in ${where}`);
  const via = presented.header !== undefined ? 'header' : presented.fromPage ? 'page-field' : 'field';
  const mode = tokenKind(key) === 'formKey' ? await ports.formKeys.verify(form.id, key, via, at, scope) : null;
  if (!mode) throw new FormKeyInvalidError('the form key is not valid for this form or was revoked');
  return mode === 'protected' && !presented.fromPage;
}
