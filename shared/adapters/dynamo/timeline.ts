import { DeleteCommand } from './commands.js';
import { DELIVERY_RETENTION_DAYS } from '@shared/domain/delivery/deliveries.js';
import { firstTryRecordKeys } from '@shared/domain/delivery/first-try-record.js';
import { TimelineEntryEntity, type TimelineEntry, type TimelineStore } from '@shared/domain/delivery/timeline.js';
import { firstTryEntryOf } from './delivery-items.js';
import { itemCodec } from './item-codec.js';
import { deliveryKey, formPartition, timelineKey, timelinePartition, WEBHOOKS_EVER_PREFIX } from './keys.js';
import { batchGetItems, chunked, putItems, queryAll, type Table } from './table.js';

/**
 * Timeline entry: PK `FORM#<fid>#TIMELINE#<sid>`, SK `<ISO time>#<entry id>` (`keys.ts`), the entry's attributes,
 * TTL `expires_at` (the deliveries' retention from the entry's time). Put once, never updated: a put of the same
 * entry again (a retried write) writes the same item. A submission's timeline also holds the first tries kept on
 * their deliveries (`firstTryKeptOnRecord`): read by key from the form's webhooks (live and removed, one Query of the
 * form's `WEBHOOK…` items) and e-mail targets, beside the entries' Query.
 */
const codec = itemCodec(TimelineEntryEntity);
type Item = Record<string, unknown>;

/** The partition an entry lives in: its submission's, or for a delivery without one (a test), the delivery's. */
const subjectOf = (e: TimelineEntry) => e.submissionId || e.deliveryId || e.id;

export const timelineItem = (e: TimelineEntry): Item => ({
  ...timelineKey(e.formId, subjectOf(e), e.at, e.id),
  ...codec.toItem(e),
  expires_at: Math.floor(Date.parse(e.at) / 1000) + DELIVERY_RETENTION_DAYS * 86_400,
});

export function timelineStore(table: Table): TimelineStore {
  const recorded = async (formId: string, subjectId: string) => {
    const items = await queryAll(table, {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': timelinePartition(formId, subjectId) },
      ConsistentRead: true,
    });
    return items.map((item) => codec.fromItem(item));
  };

  /** The first tries kept on the submission's deliveries: the form's webhook ids, then the deliveries by key. */
  const firstTriesOnRecords = async (formId: string, submissionId: string) => {
    const webhooks = await queryAll(table, {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :webhooks)',
      ExpressionAttributeValues: { ':pk': formPartition(formId), ':webhooks': WEBHOOKS_EVER_PREFIX },
      ProjectionExpression: 'SK',
      ConsistentRead: true,
    });
    const webhookIds = webhooks.map(({ SK }) => String(SK).slice(String(SK).indexOf('#') + 1));
    const keys = firstTryRecordKeys(formId, submissionId, webhookIds).map((d) => deliveryKey(d.targetKey, d.id));
    const deliveries = (await Promise.all(chunked(keys, 100).map((chunk) => batchGetItems(table, chunk)))).flat();
    return deliveries
      .filter((item) => item.submission_id === submissionId && item.form_id === formId)
      .flatMap((item) => firstTryEntryOf(item) ?? []);
  };

  return {
    /** Inside a queue batch, with the batch's other puts (`putItems`). */
    add: (entries) => putItems(table, entries.map(timelineItem)),

    async remove(e) {
      await table.client.send(
        new DeleteCommand({ TableName: table.name, Key: timelineKey(e.formId, subjectOf(e), e.at, e.id) }),
      );
    },

    recorded,

    async list(formId, submissionId) {
      const [entries, firstTries] = await Promise.all([
        recorded(formId, submissionId),
        firstTriesOnRecords(formId, submissionId),
      ]);
      if (firstTries.length === 0) return entries;
      const order = (e: TimelineEntry) => `${e.at}#${e.id}`;
      const stored = new Set(entries.map(order));
      return [...entries, ...firstTries.filter((e) => !stored.has(order(e)))].sort((a, b) =>
        order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0,
      );
    },
  };
}
