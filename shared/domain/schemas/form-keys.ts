import { z } from 'zod';
import { FormKeyEntity, FormKeyModeSchema, type FormKey } from '../form-key.js';
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

export const FormKeySchema = z.object(formKeyView.fields).meta({ id: 'FormKey' });
export const shownFormKey = formKeyView.map;

export const FormKeyListSchema = z.array(FormKeySchema).meta({ id: 'FormKeyList' });

export const CreateFormKeyRequestSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(120),
    mode: z._default(FormKeyModeSchema, 'public'),
  })
  .meta({ id: 'CreateFormKeyRequest' });

export const CreateFormKeyResponseSchema = FormKeySchema.extend({
  key: z.string().describe('The plaintext key (`fk_form_...`); shown once, stored only as a hash.'),
}).meta({ id: 'CreateFormKeyResponse' });

export const FormKeyParamsSchema = z.object({
  id: idParam('form', 'Form id.'),
  kid: idParam('formKey', 'Form key id.'),
});
