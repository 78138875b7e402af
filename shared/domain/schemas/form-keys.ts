import { z } from 'zod';
import { FORM_KEY_SCOPES } from '../form-key.js';
import { idParam } from './params.js';

/** The form access key contract (spec: FormKey, CreateFormKeyRequest, CreateFormKeyResponse). */

export const FormKeyModeSchema = z.enum(['public', 'protected']).meta({
  id: 'FormKeyMode',
  description:
    '`public`: may be embedded in a page (header or `_form_key` field); `protected`: a server-side secret, accepted ' +
    'in the `X-Form-Key` header or the `_form_key` field of a server request, refused in the field of a request a ' +
    'browser page sent (one with an `Origin` header).',
});

export const FormKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    key_prefix: z.string(),
    mode: FormKeyModeSchema,
    scopes: z.array(z.enum(FORM_KEY_SCOPES)).describe('`submit`: POST /f/{slug}; `upload`: presign uploads.'),
    created_at: z.string(),
    last_used_at: z.string().nullable().describe('Refreshed at most once a minute.'),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: 'FormKey' });

export const FormKeyListSchema = z.array(FormKeySchema).meta({ id: 'FormKeyList' });

export const CreateFormKeyRequestSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(120),
    mode: FormKeyModeSchema.default('public'),
  })
  .meta({ id: 'CreateFormKeyRequest' });

export const CreateFormKeyResponseSchema = FormKeySchema.extend({
  key: z.string().describe('The plaintext key (`fk_form_...`); shown once, stored only as a hash.'),
}).meta({ id: 'CreateFormKeyResponse' });

export const FormKeyParamsSchema = z.object({
  id: idParam('form', 'Form id.'),
  kid: idParam('formKey', 'Form key id.'),
});
