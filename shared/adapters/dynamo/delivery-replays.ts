import { GetCommand, PutCommand } from './commands.js';
import { DELIVERY_RETENTION_DAYS } from '@shared/domain/delivery/deliveries.js';
import { DeliveryReplayEntity, type DeliveryReplayStore } from '@shared/domain/delivery/replay.js';
import { itemCodec } from './item-codec.js';
import { deliveryReplayKey } from './keys.js';
import type { Table } from './table.js';

/** Replay job: PK `REPLAY#<target key>`, SK `<replay id>`, kept as long as deliveries (TTL `expires_at`). */
const codec = itemCodec(DeliveryReplayEntity);

export function deliveryReplayStore(table: Table): DeliveryReplayStore {
  return {
    async save(replay) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...deliveryReplayKey(replay.targetKey, replay.id),
            ...codec.toItem(replay),
            expires_at: Math.floor(Date.parse(replay.createdAt) / 1000) + DELIVERY_RETENTION_DAYS * 86_400,
          },
        }),
      );
    },
    async get(targetKey, id) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: deliveryReplayKey(targetKey, id), ConsistentRead: true }),
      );
      return Item ? codec.fromItem(Item) : undefined;
    },
  };
}
