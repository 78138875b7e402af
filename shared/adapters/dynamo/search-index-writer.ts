import { PutCommand, QueryCommand } from './commands.js';
import type { SearchIndexWriter } from '@shared/domain/search-index.js';
import { conditionalWrite } from './expressions.js';
import { searchPartKey } from './keys.js';
import { encodeEntries, searchIndexReader, type Entry, type SearchPart } from './search-index.js';
import type { Table } from './table.js';

/** A part is split past this many stored bytes, so each part write is one write unit (the item under 1 KB). */
export const PART_BYTES = 900;

/**
 * Splits sorted entries into runs whose encoding fits `PART_BYTES` (one entry at least, however long), each with its
 * bytes; no entries give one empty run.
 */
export function packEntries(entries: readonly Entry[]): { entries: Entry[]; bytes: Uint8Array }[] {
  const runs: { entries: Entry[]; bytes: Uint8Array }[] = [];
  let start = 0;
  do {
    // Most writes add a few entries to a part that still fits: one encoding settles it.
    const rest = encodeEntries(entries.slice(start));
    if (rest.length <= PART_BYTES) {
      runs.push({ entries: entries.slice(start), bytes: rest });
      break;
    }
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

/** The search index with its writer (`search-index.ts`): the table-stream consumer and backfills use it. */
export function searchIndex(table: Table) {
  const reader = searchIndexReader(table);
  const { partAtOrBelow } = reader;
  const pk = (formId: string) => searchPartKey(formId, '').PK;
  const sk = (id: string) => searchPartKey('', id).SK;

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

  return { ...reader, ...writer };
}

export type SearchIndex = ReturnType<typeof searchIndex>;
