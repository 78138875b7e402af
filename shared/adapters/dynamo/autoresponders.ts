import { PutCommand } from './commands.js';
import { AutoresponderEntity, type AutoresponderStore } from '@shared/domain/email/autoresponder.js';
import { itemCodec } from './item-codec.js';
import { batchGetItems, type Table } from './table.js';
import { autoresponderKey } from './keys.js';

/** Autoresponder item: PK `FORM#<fid>`, SK `AUTORESPONDER` (one per form, read with the form's other items). */

const codec = itemCodec(AutoresponderEntity);

export function autoresponderStore(table: Table): AutoresponderStore {
  return {
    /** Strongly consistent, by key (`batchGetItems`: a queue batch's reads go in one request). */
    async get(tenantId, formId) {
      const [item] = await batchGetItems(table, [autoresponderKey(formId)]);
      return item && item.tenant_id === tenantId ? codec.fromItem(item) : undefined;
    },
    async put(ar) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...autoresponderKey(ar.formId),
            type: 'autoresponder',
            ...codec.toItem(ar),
          },
          // A form id belongs to one tenant for ever; never overwrite another tenant's item.
          ConditionExpression: 'attribute_not_exists(PK) OR tenant_id = :tenant',
          ExpressionAttributeValues: { ':tenant': ar.tenantId },
        }),
      );
    },
  };
}
