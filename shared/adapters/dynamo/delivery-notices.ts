import { DeleteCommand, PutCommand } from './commands.js';
import type { DeliveryNoticeStore } from '@shared/domain/email/failing-deliveries-notice.js';
import { written } from './expressions.js';
import { deliveryNoticeKey } from './keys.js';
import type { Table } from './table.js';

/** A day's claim outlives the day by one (the table's TTL removes it; expiry is not exact, the day key is). */
const KEEP_SECONDS = 2 * 86_400;

/**
 * The day's failing-deliveries notice of a form: PK `TENANT#<tid>`, SK `DELIVERYNOTICE#<fid>#<day>`, a tiny item put
 * only when absent (1 WCU, once a day per form at most, and only when a delivery went dead).
 */
export function deliveryNoticeStore(table: Table): DeliveryNoticeStore {
  const key = (tenantId: string, formId: string, day: string) => deliveryNoticeKey(tenantId, `${formId}#${day}`);
  return {
    claim(tenantId, formId, day) {
      return written(
        table.client.send(
          new PutCommand({
            TableName: table.name,
            Item: {
              ...key(tenantId, formId, day),
              type: 'delivery_notice',
              expires_at: Math.floor(Date.now() / 1000) + KEEP_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      );
    },
    async release(tenantId, formId, day) {
      await table.client.send(new DeleteCommand({ TableName: table.name, Key: key(tenantId, formId, day) }));
    },
  };
}
