import { BatchGetCommand } from './commands.js';
import { PendingUploadEntity, type PendingUpload, type PendingUploadStore } from '@shared/domain/uploads.js';
import { itemCodec } from './item-codec.js';
import type { Table } from './table.js';
import { failedConditionItem } from './expressions.js';
import { writeAtomically, type WriteItem } from './transact.js';
import { pendingUploadKey } from './keys.js';

/**
 * Pending upload item: PK `FORM#<fid>`, SK `UPLOAD#<file id>` (beside the form's submissions, so an upload key of
 * another form is simply not found), TTL `expires_at` (epoch seconds). Written by the presign request (all of its
 * files in one write), read and deleted by the submission that lists it under `_uploads`, in the submission's
 * transaction; TTL removes the ones nobody submitted.
 */
const uploadKey = pendingUploadKey;

type Item = Record<string, unknown>;

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** `expires_at` is the TTL attribute: epoch seconds. */
const codec = itemCodec(PendingUploadEntity, {
  encode: { expiresAt: epochSeconds },
  decode: { expiresAt: (stored) => new Date(Number(stored) * 1000).toISOString() },
});

const toItem = (u: PendingUpload): Item => ({
  ...uploadKey(u.formId, u.fileId),
  type: 'pending_upload',
  ...codec.toItem(u),
});

const fromItem = (item: Item): PendingUpload => codec.fromItem(item);

/** BatchGetItem takes at most 100 keys; a submission lists at most 10 uploads. */
const MAX_BATCH_READS = 100;
const MAX_UNPROCESSED_RETRIES = 5;

export function pendingUploadStore(table: Table): PendingUploadStore {
  return {
    async record(uploads) {
      await writeAtomically(
        table,
        uploads.map(
          (u) => ({ Put: { Item: toItem(u), ConditionExpression: 'attribute_not_exists(PK)' } }) satisfies WriteItem,
        ),
      );
    },

    async getMany(formId, fileIds) {
      const unique = [...new Set(fileIds)].slice(0, MAX_BATCH_READS);
      if (unique.length === 0) return [];
      let keys: Item[] = unique.map((id) => uploadKey(formId, id));
      const items: Item[] = [];
      for (let attempt = 0; keys.length > 0; attempt++) {
        if (attempt > MAX_UNPROCESSED_RETRIES) throw new Error('pending uploads could not be read (throttled)');
        const { Responses, UnprocessedKeys } = await table.client.send(
          new BatchGetCommand({ RequestItems: { [table.name]: { Keys: keys, ConsistentRead: true } } }),
        );
        items.push(...(Responses?.[table.name] ?? []));
        keys = UnprocessedKeys?.[table.name]?.Keys ?? [];
        if (keys.length > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
      }
      return items.filter((item) => item.type === 'pending_upload' && item.form_id === formId).map(fromItem);
    },

    consumeWrite(upload, now) {
      return {
        Delete: {
          Key: uploadKey(upload.formId, upload.fileId),
          ConditionExpression: 'attribute_exists(PK) AND expires_at > :now',
          ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
        },
      } satisfies WriteItem;
    },

    consumeRefused(error, firstIndex) {
      return failedConditionItem(error) >= firstIndex;
    },
  };
}
