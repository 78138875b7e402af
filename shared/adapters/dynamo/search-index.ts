import { QueryCommand } from './commands.js';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { searchPartKey } from './keys.js';
import type { Table } from './table.js';

/**
 * A form's search index: packed parts, each the normalized text (`indexedText`) of many submissions, compressed, in
 * the form's partition under `SEARCH#<lowest id>`. The parts split the id space: a part holds ids from its key up to
 * the next part's key, so the parts of an id range are the ones keyed inside it and the one just below. A text
 * search reads parts instead of submissions (~1 KB each holding dozens of texts), then checks its few candidates.
 *
 * The table-stream consumer keeps it (`search-index-writer.ts`): per batch and form, one read of the part that takes
 * the batch's new ids (the newest, mostly) and one write of it; a part past `PART_BYTES` is split, so each write is
 * one write unit.
 * A removed submission (delete from the trash, erasure, retention) or changed fields rewrite the part holding it.
 *
 * Each part carries `covers_from` (ms: every submission with a later id time is in the index, or was never
 * written) and the newest part `through` (ms: every submission with an earlier id time written by then is in it):
 * the search reads submissions outside that range the plain way.
 */
export type Entry = [id: string, text: string];

export interface SearchPart {
  key: string;
  /** Sorted by id, lowest first. */
  entries: Entry[];
  version: number;
  through: number;
  coversFrom: number;
  /** Stored size of the entries (compressed). */
  bytes: number;
}

type Item = Record<string, unknown>;

const BROTLI_TEXT = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_LGWIN]: 16,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

export const encodeEntries = (entries: readonly Entry[]): Uint8Array =>
  brotliCompressSync(Buffer.from(JSON.stringify(entries), 'utf8'), BROTLI_TEXT);

const decodeEntries = (bytes: unknown): Entry[] =>
  bytes instanceof Uint8Array ? (JSON.parse(brotliDecompressSync(bytes).toString('utf8')) as Entry[]) : [];

const partFromItem = (item: Item): SearchPart => ({
  key: String(item.SK).slice(searchPartKey.prefix.length),
  entries: decodeEntries(item.entries),
  version: Number(item.version ?? 0),
  through: Number(item.through ?? 0),
  coversFrom: Number(item.covers_from ?? 0),
  bytes: item.entries instanceof Uint8Array ? item.entries.length : 0,
});

export function searchIndexReader(table: Table) {
  const pk = (formId: string) => searchPartKey(formId, '').PK;
  const sk = (id: string) => searchPartKey('', id).SK;

  /** The part holding `id` (the highest key at or below it), or the newest part when `id` is absent. */
  async function partAtOrBelow(formId: string, id?: string): Promise<SearchPart | undefined> {
    const { Items } = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
        ExpressionAttributeValues: { ':pk': pk(formId), ':low': sk(''), ':high': sk(id ?? '~') },
        ScanIndexForward: false,
        Limit: 1,
        ConsistentRead: true,
      }),
    );
    return Items?.[0] && partFromItem(Items[0]);
  }

  /**
   * Parts newest first from the one holding ids just below `below` down to the one holding `low`, read `perRequest`
   * at a time (strongly consistent: a part read before a concurrent split of it is never mixed with the split's).
   */
  async function* partsDown(formId: string, below: string, low: string, perRequest: number) {
    let ExclusiveStartKey: Item | undefined;
    do {
      const page = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
          ExpressionAttributeValues: { ':pk': pk(formId), ':low': sk(''), ':high': sk(below) },
          ScanIndexForward: false,
          Limit: perRequest,
          ConsistentRead: true,
          ExclusiveStartKey,
        }),
      );
      for (const item of page.Items ?? []) {
        const part = partFromItem(item);
        if (part.key >= below) continue;
        yield part;
        if (part.key <= low) return;
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }

  return {
    /** The newest part (where the index's coverage is read), if the form has an index. */
    newest: (formId: string) => partAtOrBelow(formId),
    partAtOrBelow,
    partsDown,
  };
}

export type SearchIndexReader = ReturnType<typeof searchIndexReader>;
