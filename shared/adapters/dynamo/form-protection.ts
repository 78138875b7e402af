import { formKey } from './keys.js';
import { GetCommand, UpdateCommand } from './commands.js';
import { FormEntity } from '@shared/domain/form.js';
import type { FormProtectionStore } from '@shared/domain/spam/protection.js';
import type { Table } from './table.js';
import { updateOf, written } from './expressions.js';

/**
 * The spam-protection attributes of the form item (key owned by `forms.ts`): `captcha` {enabled, provider,
 * site_key, min_score}, `captcha_secret` (never returned by the API), `email_hygiene` {mode, require_mx,
 * block_disposable}. Each write is one UpdateItem touching only these attributes and `updated_at`, conditioned on
 * the form existing, so it never races a form update (which does not write them) and never creates a stray item.
 */
/** These attributes of the form item, read consistently. */
async function readForm(table: Table, tenantId: string, formId: string, attributes: string[]) {
  const { Item } = await table.client.send(
    new GetCommand({
      TableName: table.name,
      Key: formKey(tenantId, formId),
      ConsistentRead: true,
      ProjectionExpression: ['PK', ...attributes].map((_, i) => `#p${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(['PK', ...attributes].map((a, i) => [`#p${i}`, a])),
    }),
  );
  return Item;
}

/** The form's CAPTCHA secret (all the spam stage reads). */
export function captchaSecretReader(table: Table): Pick<FormProtectionStore, 'secret'> {
  return {
    async secret(tenantId, formId) {
      const item = await readForm(table, tenantId, formId, ['captcha_secret']);
      return typeof item?.captcha_secret === 'string' ? item.captcha_secret : undefined;
    },
  };
}

export function formProtectionStore(table: Table): FormProtectionStore {
  const TableName = table.name;
  const read = (tenantId: string, formId: string, attributes: string[]) =>
    readForm(table, tenantId, formId, attributes);

  const set = async (
    tenantId: string,
    formId: string,
    values: Record<string, unknown>,
    at: string,
  ): Promise<boolean> => {
    const update = updateOf(
      formKey(tenantId, formId),
      { set: { ...values, updated_at: at } },
      { expression: 'attribute_exists(PK)' },
    );
    return written(table.client.send(new UpdateCommand({ TableName, ...update })));
  };

  return {
    ...captchaSecretReader(table),
    async get(tenantId, formId) {
      const item = await read(tenantId, formId, ['captcha', 'email_hygiene']);
      if (!item) return undefined;
      return {
        captcha: FormEntity.shape.captcha.parse(item.captcha ?? null),
        emailHygiene: FormEntity.shape.emailHygiene.parse(item.email_hygiene ?? null),
      };
    },
    setCaptcha: (tenantId, formId, captcha, secret, at) =>
      set(tenantId, formId, { captcha, captcha_secret: secret }, at),
    setEmailHygiene: (tenantId, formId, policy, at) => set(tenantId, formId, { email_hygiene: policy }, at),
  };
}
