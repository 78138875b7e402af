import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { SearchIndexWriter } from '@shared/domain/search-index.js';
import { conditionalWrite } from './expressions.js';
import { searchPartKey } from './keys.js';
import type { Table } from './table.js';

/**
 * A form's search index: packed parts, each the normalized text (`indexedText`) of many submissions, compressed, in
 * the form's partition under `SEARCH#<lowest id>`. The parts split the id space: a part holds ids from its key up to
 * the next part's key, so the parts of an id range are the ones keyed inside it and the one just below. A text
 * search reads parts instead of submissions (~1 KB each holding dozens of texts), then checks its few candidates.
 *
 * The table-stream consumer keeps it: per batch and form, one read of the part that takes the batch's new ids (the
 * newest, mostly) and one write of it; a part rewritten past `PART_BYTES` is split, so each write is one write unit.
 * A removed submission (delete from the trash, erasure, retention) or changed fields rewrite the part holding it.
 *
 * Each part carries `covers_from` (ms: every submission with a later id time is in the index, or was never
 * written) and the newest part `through` (ms: every submission with an earlier id time written by then is in it):
 * the search reads submissions outside that range the plain way.
 */
export const PART_BYTES = 900;

type Entry = [id: string, text: string];

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

const encodeEntries = (entries: readonly Entry[]): Uint8Array =>
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

/**
 * Splits sorted entries into runs whose encoding fits `PART_BYTES` (one entry at least, however long), each with its
 * bytes; no entries give one empty run.
 */
export function packEntries(entries: readonly Entry[]): { entries: Entry[]; bytes: Uint8Array }[] {
  const runs: { entries: Entry[]; bytes: Uint8Array }[] = [];
  let start = 0;
  do {
    // The longest run from `start` that fits: doubling, then halving the step.
    let fits = 1;
    let bytes = encodeEntries(entries.slice(start, start + 1));
    let step = 1;
    while (start + fits < entries.length) {
      const size = Math.min(fits + step, entries.length - start);
      const tried = encodeEntries(entries.slice(start, start + size));
      if (tried.length <= PART_BYTES) {
        [fits, bytes] = [size, tried];
        step *= 2;
      } else if (step > 1) step = Math.max(1, Math.floor(step / 2));
      else break;
    }
    runs.push({ entries: entries.slice(start, start + fits), bytes });
    start += fits;
  } while (start < entries.length);
  return runs;
}

export function searchIndex(table: Table) {
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

  /** The key of the part after `key`, if any. */
  async function nextKeyAfter(formId: string, key: string): Promise<string | undefined> {
    const { Items } = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
        ExpressionAttributeValues: { ':pk': pk(formId), ':low': sk(`${key}\u0000`), ':high': sk('~') },
        ProjectionExpression: 'SK',
        Limit: 1,
        ConsistentRead: true,
      }),
    );
    return Items?.[0] && String(Items[0].SK).slice(searchPartKey.prefix.length);
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

  const putPart = (formId: string, part: Omit<SearchPart, 'entries' | 'bytes'>, bytes: Uint8Array, expected?: number) =>
    conditionalWrite(
      table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...searchPartKey(formId, part.key),
            type: 'search_part',
            entries: bytes,
            version: part.version,
            through: part.through,
            covers_from: part.coversFrom,
          },
          ...(expected === undefined
            ? { ConditionExpression: 'attribute_not_exists(PK)' }
            : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': expected } }),
        }),
      ),
    );

  /**
   * Sets (text) or removes (null) the entries of `ops` in the parts holding them; true when every write landed (a
   * concurrent writer changed a part first: false, and the caller reads again).
   */
  async function applyOnce(
    formId: string,
    ops: Map<string, string | null>,
    at: { through?: number; coversFrom: number },
  ): Promise<boolean> {
    const ids = [...ops.keys()].sort().reverse();
    const top = await partAtOrBelow(formId);
    const owner = top && top.key <= ids[0]! ? top : await partAtOrBelow(formId, ids[0]);
    const isTop = !top || owner === top;
    const nextKey = owner && !isTop ? await nextKeyAfter(formId, owner.key) : undefined;
    const mine = ids.filter((id) => (!owner || id >= owner.key) && (nextKey === undefined || id < nextKey));
    const entries = new Map((owner?.entries ?? []).filter(([id]) => nextKey === undefined || id < nextKey));
    for (const id of mine) {
      const text = ops.get(id)!;
      if (text === null) entries.delete(id);
      else entries.set(id, text);
    }
    for (const id of mine) ops.delete(id);
    if (!owner && entries.size === 0) return true;
    const runs = packEntries([...entries].sort(([x], [y]) => (x < y ? -1 : 1)));
    const base = {
      coversFrom: top?.coversFrom ?? at.coversFrom,
      through: isTop ? Math.max(top?.through ?? 0, at.through ?? 0) : 0,
    };
    // New parts first, the owner last: a failure in between leaves an entry in two parts, never in none.
    const keys = runs.map((run, i) => (i === 0 && owner ? owner.key : run.entries[0]![0]));
    for (let i = runs.length - 1; i >= 0; i--) {
      const last = i === runs.length - 1;
      const part = { ...base, key: keys[i]!, through: last ? base.through : 0 };
      const outcome =
        i === 0 && owner
          ? await putPart(formId, { ...part, version: owner.version + 1 }, runs[i]!.bytes, owner.version)
          : await putPart(formId, { ...part, version: 1 }, runs[i]!.bytes);
      if (!outcome.written) return false;
    }
    return true;
  }

  const writer: SearchIndexWriter = {
    async apply(formId, changes, at) {
      const ops = new Map(changes);
      for (let conflicts = 0; ops.size > 0;) {
        const before = new Map(ops);
        if (await applyOnce(formId, ops, at)) continue;
        // Another writer changed a part first: read again (the entries it already took stay taken, idempotently).
        for (const [id, text] of before) ops.set(id, text);
        if (++conflicts > 20) throw new Error('search index: too many concurrent writers of one form');
      }
    },
  };

  return {
    ...writer,
    /** The newest part (where the index's coverage is read), if the form has an index. */
    newest: (formId: string) => partAtOrBelow(formId),
    partsDown,
  };
}

export type SearchIndex = ReturnType<typeof searchIndex>;
