import { PutCommand, QueryCommand } from './commands.js';
import { AUDIT_RETENTION_DAYS, AuditEventEntity, type AuditLog } from '@shared/domain/audit.js';
import { itemCodec } from './item-codec.js';
import type { Table } from './table.js';
import { auditPartition } from './keys.js';

const codec = itemCodec(AuditEventEntity);

/**
 * Audit event item: PK `TENANT#<tenant>#AUDIT`, SK `<event id>` (ids are ULIDs: the partition reads newest first).
 * TTL `AUDIT_RETENTION_DAYS` after the event.
 */
const partition = auditPartition;

export function auditLogStore(table: Table): AuditLog {
  return {
    async record(event) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            PK: partition(event.tenantId),
            SK: event.id,
            type: 'audit_event',
            ...codec.toItem(event),
            expires_at: Math.ceil(Date.parse(event.createdAt) / 1000) + AUDIT_RETENTION_DAYS * 86_400,
          },
        }),
      );
    },
    async list(tenantId, limit, before) {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: before ? 'PK = :pk AND SK < :before' : 'PK = :pk',
          ExpressionAttributeValues: { ':pk': partition(tenantId), ...(before ? { ':before': before } : {}) },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map((item) => codec.fromItem(item));
    },
  };
}
