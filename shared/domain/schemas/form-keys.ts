import * as z from 'zod/mini';
import { FormKeyEntity, FormKeyModeSchema, type FormKey } from '../form-key.js';
import { described, withMeta } from './meta.js';
import { idParam } from './params.js';

/** The form access key contract (spec: FormKey, CreateFormKeyRequest, CreateFormKeyResponse). */

export { FormKeyModeSchema };

const formKeyFields = {
  id: true,
  name: true,
  keyPrefix: true,
  mode: true,
  scopes: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
} as const;
const formKeyView = FormKeyEntity.view<FormKey, typeof formKeyFields>(formKeyFields);

export const FormKeySchema = withMeta(z.object(formKeyView.fields), { id: 'FormKey' });
export const shownFormKey = formKeyView.map;

export const FormKeyListSchema = withMeta(z.array(FormKeySchema), { id: 'FormKeyList' });

export const CreateFormKeyRequestSchema = withMeta(
  z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    mode: z._default(FormKeyModeSchema, 'public'),
  }),
  { id: 'CreateFormKeyRequest' },
);

export const CreateFormKeyResponseSchema = withMeta(
  z.extend(FormKeySchema, {
    key: described(z.string(), 'The plaintext key (`fk_form_...`); shown once, stored only as a hash.'),
  }),
  { id: 'CreateFormKeyResponse' },
);

export const FormKeyParamsSchema = z.object({
  id: idParam('form', 'Form id.'),
  kid: idParam('formKey', 'Form key id.'),
});
