import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from './commands.js';
import { FormKeyEntity, type FormKey, type FormKeyStore } from '@shared/domain/form-key.js';
import { itemCodec } from './item-codec.js';
import { revokeItem, type Table } from './table.js';
import { conditionalWrite, updateOf } from './expressions.js';
import { formKeyItemKey, formKeysIndexKey } from './keys.js';

/**
 * Form access key item: PK `FORMKEY#<sha256 of the plaintext>`, SK `FORMKEY` (one strongly consistent GetItem per
 * submission checks it, so a revocation takes effect at once). GSI1 `FORM#<fid>#KEYS` / `<kid>` lists a form's keys
 * newest first and finds one by id.
 */
const formIndexKey = formKeysIndexKey;

type Item = Record<string, unknown>;

const codec = itemCodec(FormKeyEntity);
const fromItem = (item: Item): FormKey => codec.fromItem(item);

/** Finds a presented key and records its use (all ingest needs to check one). */
export function formKeyChecker(table: Table): Pick<FormKeyStore, 'findByTokenHash' | 'touch'> {
  const TableName = table.name;
  return {
    async findByTokenHash(hash) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName, Key: formKeyItemKey(hash), ConsistentRead: true }),
      );
      return Item ? fromItem(Item) : undefined;
    },

    async touch(hash, at, notBefore) {
      await conditionalWrite(
        table.client.send(
          new UpdateCommand({
            TableName,
            ...updateOf(
              formKeyItemKey(hash),
              { set: { last_used_at: at } },
              {
                expression:
                  'attribute_exists(PK) AND (attribute_not_exists(last_used_at) OR last_used_at < :notBefore)',
                ExpressionAttributeValues: { ':notBefore': notBefore },
              },
            ),
          }),
        ),
      );
    },
  };
}

export function formKeyStore(table: Table): FormKeyStore {
  const TableName = table.name;

  const queryForm = async (formId: string, keyId?: string): Promise<Item[]> => {
    const { Items = [] } = await table.client.send(
      new QueryCommand({
        TableName,
        IndexName: 'GSI1',
        KeyConditionExpression: keyId ? 'GSI1PK = :pk AND GSI1SK = :sk' : 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': formIndexKey(formId).GSI1PK, ...(keyId ? { ':sk': keyId } : {}) },
        ScanIndexForward: false,
      }),
    );
    return Items;
  };

  return {
    ...formKeyChecker(table),

    async create(key, tokenHash) {
      await table.client.send(
        new PutCommand({
          TableName,
          Item: {
            ...formKeyItemKey(tokenHash),
            ...formIndexKey(key.formId, key.id),
            type: 'form_key',
            ...codec.toItem(key),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },

    async listForForm(tenantId, formId) {
      return (await queryForm(formId)).filter((i) => i.tenant_id === tenantId).map(fromItem);
    },

    async revoke(tenantId, formId, keyId, at) {
      const [item] = await queryForm(formId, keyId);
      if (!item || item.tenant_id !== tenantId) return false;
      return revokeItem(table, { PK: item.PK, SK: item.SK }, tenantId, at);
    },
  };
}
