import { PutCommand } from './commands.js';
import { WebhookEndpointEntity, type WebhookEndpoint, type WebhookStore } from '@shared/domain/delivery/webhook.js';
import { itemCodec } from './item-codec.js';
import { batchGetItems, putIfVersion, queryIndex1, queryPrefix, type Table } from './table.js';
import { conditionalWrite, updateOf, written } from './expressions.js';
import { DELIVERY_RETENTION_DAYS } from '@shared/domain/delivery/deliveries.js';
import { formPartition, removedWebhookKey, webhookIdIndexKey, webhookKey } from './keys.js';
import { webhookTargetWrite } from './delivery-targets.js';
import { writeAtomically } from './transact.js';

/**
 * Webhook endpoint item: PK `FORM#<fid>`, SK `WEBHOOK#<wid>`; every write of it also writes its entry on the form's
 * delivery targets in the same transaction (`delivery-targets.ts`), which fan-out reads instead of the endpoints.
 * GSI1 `WEBHOOK#<wid>` / `WEBHOOK` finds an endpoint by id alone for `/v1/webhooks/{wid}` routes; the item's
 * `tenant_id` scopes it. Deleting an endpoint leaves its trace (`WEBHOOKGONE#<wid>`, TTL: its deliveries' retention),
 * which the timeline reads to find their first tries. Secrets are stored in plaintext attributes (they must sign)
 * under the table's encryption at rest and never leave through the API after creation/rotation.
 */
const idIndexKey = webhookIdIndexKey;

type Item = Record<string, unknown>;

const codec = itemCodec(WebhookEndpointEntity, {
  defaults: { includeSpam: () => false, version: () => 0 },
});

const toItem = (w: WebhookEndpoint): Item => ({
  ...webhookKey(w.formId, w.id),
  ...idIndexKey(w.id),
  type: 'webhook',
  ...codec.toItem(w),
});

const fromItem = (item: Item): WebhookEndpoint => codec.fromItem(item);

/** The webhook repository over the single table. */
export function webhookStore(table: Table): WebhookStore {
  return {
    async create(endpoint) {
      await writeAtomically(table, [
        { Put: { Item: toItem(endpoint), ConditionExpression: 'attribute_not_exists(PK)' } },
        webhookTargetWrite(endpoint.formId, endpoint.id, endpoint),
      ]);
    },

    async listForForm(formId) {
      return (await queryPrefix(table, formPartition(formId), webhookKey.prefix)).map(fromItem);
    },

    /** Strongly consistent, by key (`batchGetItems`: a queue batch's reads go in one request). */
    async get(formId, id) {
      const [item] = await batchGetItems(table, [webhookKey(formId, id)]);
      return item ? fromItem(item) : undefined;
    },

    async findById(tenantId, id) {
      const Items = await queryIndex1(table, idIndexKey(id));
      const item = Items.find((i) => i.tenant_id === tenantId);
      return item ? fromItem(item) : undefined;
    },

    save: (previous, next) =>
      putIfVersion(table, toItem({ ...next, version: previous.version + 1 }), previous, [
        webhookTargetWrite(next.formId, next.id, next),
      ]),

    async disable(formId, id, reason, at) {
      await conditionalWrite(
        writeAtomically(table, [
          {
            Update: updateOf(
              webhookKey(formId, id),
              { set: { enabled: false, disabled_reason: reason, updated_at: at }, add: { version: 1 } },
              { expression: 'attribute_exists(PK)' },
            ),
          },
          webhookTargetWrite(formId, id, null),
        ]),
      );
    },

    async delete(tenantId, formId, id) {
      // The trace first: a trace of an endpoint that stays (the delete refused) only costs the timeline a read.
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...removedWebhookKey(formId, id),
            type: 'webhook_removed',
            expires_at: Math.floor(Date.now() / 1000) + (DELIVERY_RETENTION_DAYS + 1) * 86_400,
          },
        }),
      );
      return written(
        writeAtomically(table, [
          {
            Delete: {
              Key: webhookKey(formId, id),
              ConditionExpression: 'tenant_id = :tenant',
              ExpressionAttributeValues: { ':tenant': tenantId },
            },
          },
          webhookTargetWrite(formId, id, null),
        ]),
      );
    },
  };
}
