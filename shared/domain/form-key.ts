import * as z from 'zod/mini';
import { defineEntity, described, type EntityOf } from './entity.js';
import { hashToken, tokenKind } from './tokens.js';

/**
 * Form access keys let a visitor (or a server) submit to a protected form. Only the SHA-256 hash of a key is stored.
 *
 * Modes: a `public` key may be embedded in a page, so it is accepted in the `X-Form-Key` header or the `_form_key`
 * field from anywhere; a `protected` key is a server-side secret: accepted in the header, and in the `_form_key` field
 * of a server's request, but refused in the field of a request a browser page sent (one carrying `Origin`), so a key
 * pasted into a page's HTML cannot be used from there.
 */
export const FormKeyModeSchema = z.enum(['public', 'protected']).register(z.globalRegistry, {
  id: 'FormKeyMode',
  description:
    '`public`: may be embedded in a page (header or `_form_key` field); `protected`: a server-side secret, accepted ' +
    'in the `X-Form-Key` header or the `_form_key` field of a server request, refused in the field of a request a ' +
    'browser page sent (one with an `Origin` header).',
});
export type FormKeyMode = z.output<typeof FormKeyModeSchema>;

/**
 * How a key arrived: the `X-Form-Key` header, the `_form_key` field of a server's request, or the `_form_key` field
 * of a request a browser page sent (it carries `Origin`).
 */
export type FormKeyPresentation = 'header' | 'field' | 'page-field';

/**
 * Scope values. `submit`: post submissions to `POST /f/{slug}`; `upload`: presign file uploads for it. The create
 * request has no `scopes` field, so every key gets both; the list exists so keys can be narrowed later without a
 * format change.
 */
export const FORM_KEY_SCOPES = ['submit', 'upload'] as const;
export type FormKeyScope = (typeof FORM_KEY_SCOPES)[number];

export const FormKeyEntity = defineEntity('FormKey', {
  id: z.string(),
  tenantId: z.string(),
  formId: z.string(),
  name: z.string(),
  /** First characters of the plaintext (`fk_form_` + 4), to recognise a key in a list. */
  keyPrefix: z.string(),
  mode: FormKeyModeSchema,
  scopes: described(z.array(z.enum(FORM_KEY_SCOPES)), '`submit`: POST /f/{slug}; `upload`: presign uploads.'),
  createdAt: z.string(),
  lastUsedAt: described(z.nullable(z.string()), 'Refreshed at most once a minute.'),
  revokedAt: z.nullable(z.string()),
});
export type FormKey = EntityOf<typeof FormKeyEntity>;

/** Port: where form keys live, addressed by the hash of their plaintext. */
export interface FormKeyStore {
  create(key: FormKey, tokenHash: string): Promise<void>;
  /** The form's keys, newest first (index read). */
  listForForm(tenantId: string, formId: string): Promise<FormKey[]>;
  /** Strongly consistent, so a revocation is seen by the very next request. */
  findByTokenHash(hash: string): Promise<FormKey | undefined>;
  /** Marks the key revoked (the first revocation time is kept); false when the form has no such key. */
  revoke(tenantId: string, formId: string, keyId: string, at: string): Promise<boolean>;
  /** Sets `last_used_at` unless it is already newer than `notBefore` (a conditional write; losing is fine). */
  touch(hash: string, at: string, notBefore: string): Promise<void>;
}

/** `last_used_at` is refreshed at most once a minute per key: one read per use, one write per minute of use. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export type FormKeyCheck = { status: 'valid'; key: FormKey } | { status: 'revoked' } | { status: 'unknown' };

/**
 * Checks a presented form key against a form (ingest): `valid` (and records the use), `revoked`, or `unknown` (not a
 * form key, another form's key, or a `protected` key in the body of a page's request). One consistent GetItem; a write only
 * when `last_used_at` is older than a minute.
 *
 * @example const check = await verifyFormKey(stores.formKeys, form.id, req.headers['x-form-key'], { via: 'header' });
 */
export async function verifyFormKey(
  store: Pick<FormKeyStore, 'findByTokenHash' | 'touch'>,
  formId: string,
  token: string | undefined,
  options: { via: FormKeyPresentation; now?: Date },
): Promise<FormKeyCheck> {
  if (!token || tokenKind(token) !== 'formKey') return { status: 'unknown' };
  const hash = hashToken(token);
  const key = await store.findByTokenHash(hash);
  if (!key || key.formId !== formId) return { status: 'unknown' };
  if (key.revokedAt !== null) return { status: 'revoked' };
  if (key.mode === 'protected' && options.via === 'page-field') return { status: 'unknown' };
  const now = options.now ?? new Date();
  const notBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
  if (key.lastUsedAt === null || key.lastUsedAt < notBefore) {
    await store.touch(hash, now.toISOString(), notBefore);
    return { status: 'valid', key: { ...key, lastUsedAt: now.toISOString() } };
  }
  return { status: 'valid', key };
}
