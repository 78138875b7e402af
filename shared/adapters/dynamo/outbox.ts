import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SubmissionEventSchema, type SubmissionEvent } from '@shared/domain/events.js';
import type { EventOutbox } from '@shared/domain/outbox.js';
import type { Table } from './table.js';
import type { WriteItem } from './transact.js';

/**
 * Outbox entry: PK `OUTBOX#<event id>`, SK `OUTBOX`, attribute `event` (the SubmissionEvent). GSI3 `OUTBOX` /
 * `<event created_at>#<event id>` lists waiting entries oldest first. Only older deployments wrote entries (while a
 * queue send failed), so the single GSI3 partition stays small and drains.
 */
const entryKey = (eventId: string) => ({ PK: `OUTBOX#${eventId}`, SK: 'OUTBOX' });
const PARTITION = 'OUTBOX';

/** The entry an older deployment wrote for an event it could not queue (tests leave one to see the sweeper drain it). */
export const legacyOutboxEntry = (event: SubmissionEvent) =>
  ({
    Put: {
      Item: {
        ...entryKey(event.id),
        GSI3PK: PARTITION,
        GSI3SK: `${event.created_at}#${event.id}`,
        type: 'outbox',
        event,
      },
    },
  }) satisfies WriteItem;

export function eventOutbox(table: Table): EventOutbox {
  return {
    async waiting(limit) {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          IndexName: 'GSI3',
          KeyConditionExpression: 'GSI3PK = :pk',
          ExpressionAttributeValues: { ':pk': PARTITION },
          Limit: limit,
        }),
      );
      return Items.map((item) => SubmissionEventSchema.parse(item.event));
    },

    async remove(eventId) {
      await table.client.send(new DeleteCommand({ TableName: table.name, Key: entryKey(eventId) }));
    },
  };
}
