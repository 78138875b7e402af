import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Autoresponder, AutoresponderStore } from '@shared/domain/email/autoresponder.js';
import type { Table } from './table.js';

/** Autoresponder item: PK `FORM#<fid>`, SK `AUTORESPONDER` (one per form, read with the form's other items). */
const autoresponderKey = (formId: string) => ({ PK: `FORM#${formId}`, SK: 'AUTORESPONDER' });

type Item = Record<string, unknown>;

const fromItem = (item: Item): Autoresponder => ({
  id: item.id as string,
  tenantId: item.tenant_id as string,
  formId: item.form_id as string,
  enabled: item.enabled as boolean,
  fromName: item.from_name as string,
  replyToField: item.reply_to_field as string,
  subjectTmpl: item.subject_tmpl as string,
  bodyTmpl: item.body_tmpl as string,
  bodyFormat: item.body_format as Autoresponder['bodyFormat'],
  localeMode: item.locale_mode as Autoresponder['localeMode'],
  createdAt: item.created_at as string,
  updatedAt: item.updated_at as string,
});

export function autoresponderStore(table: Table): AutoresponderStore {
  return {
    async get(tenantId, formId) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: autoresponderKey(formId) }),
      );
      return Item && Item.tenant_id === tenantId ? fromItem(Item) : undefined;
    },
    async put(ar) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...autoresponderKey(ar.formId),
            type: 'autoresponder',
            id: ar.id,
            tenant_id: ar.tenantId,
            form_id: ar.formId,
            enabled: ar.enabled,
            from_name: ar.fromName,
            reply_to_field: ar.replyToField,
            subject_tmpl: ar.subjectTmpl,
            body_tmpl: ar.bodyTmpl,
            body_format: ar.bodyFormat,
            locale_mode: ar.localeMode,
            created_at: ar.createdAt,
            updated_at: ar.updatedAt,
          },
          // A form id belongs to one tenant for ever; never overwrite another tenant's item.
          ConditionExpression: 'attribute_not_exists(PK) OR tenant_id = :tenant',
          ExpressionAttributeValues: { ':tenant': ar.tenantId },
        }),
      );
    },
  };
}
