import { AsyncLocalStorage } from 'node:async_hooks';

type Item = Record<string, unknown>;

/**
 * What the records of one queue batch share while they are handled at once: writes and reads that each record would
 * send alone are gathered into one request for the batch. The gathering lives here and is reached only through a
 * batch (`inQueueBatch`), so the functions that never run one (the API, ingest) carry only the look-up.
 */
export interface QueueBatch {
  /**
   * A record's unconditional puts (`putItems`: timeline entries, first tries recorded without a condition): its
   * first add waits until every record of the batch has added its own or finished, then all go in one write, at most
   * `putWaitMs` after the first. The batch's last record is never held up (its add writes the others' with its own).
   * A record's second add is written at once. Each add settles with the write that took its items.
   */
  addPuts<E>(write: (items: E[]) => Promise<void>, items: readonly E[]): Promise<void>;
  /** Whole-item reads asked in one tick by the batch's records (`table.ts`), answered from one read of all keys. */
  readItems(kind: string, read: (keys: Item[]) => Promise<Item[]>, keys: readonly Item[]): Promise<Item[]>;
}

/** A record's place in its batch: whether it has added its puts or finished (then the batch waits no more for it). */
interface Slot {
  counted: boolean;
}

/**
 * The running record's batch and slot. One storage for the process: on Node 20 and 22 every AsyncLocalStorage ever
 * run stays in a list that each new promise walks and copies a property from, so one per batch would make every
 * promise of a warm instance slower and larger with each batch it handled.
 */
const current = new AsyncLocalStorage<{ batch: QueueBatch; slot: Slot }>();

/** The queue batch the running code belongs to, if it runs inside `inQueueBatch`. */
export const queueBatchScope = (): QueueBatch | undefined => current.getStore()?.batch;

const keyString = (key: Item) => `${String(key.PK)} ${String(key.SK)}`;

interface PutGather {
  waiting: {
    write: (items: unknown[]) => Promise<void>;
    items: readonly unknown[];
    settle: (e?: unknown) => void;
  }[];
  timer?: ReturnType<typeof setTimeout>;
}

/** Writes the waiting puts, one write per writer; each add settles with its write. */
function flushPuts(gather: PutGather) {
  clearTimeout(gather.timer);
  gather.timer = undefined;
  const adds = gather.waiting;
  gather.waiting = [];
  for (const write of new Set(adds.map((a) => a.write))) {
    const mine = adds.filter((a) => a.write === write);
    write(mine.flatMap((a) => [...a.items])).then(
      () => mine.forEach((a) => a.settle()),
      (error: unknown) => mine.forEach((a) => a.settle(error ?? new Error('batch write failed'))),
    );
  }
}

/**
 * The records of one queue batch of `size` records, each run through the function returned, so that what they send
 * at once is gathered for the batch (`QueueBatch`).
 */
export function inQueueBatch(size: number, { putWaitMs }: { putWaitMs: number }) {
  let toCome = size;
  const puts: PutGather = { waiting: [] };
  const reads = new Map<
    string,
    { keys: Map<string, Item>; waiting: { keys: readonly Item[]; settle: (items?: Item[], e?: unknown) => void }[] }
  >();
  const countOut = (slot: Slot) => {
    if (slot.counted) return;
    slot.counted = true;
    if (--toCome <= 0 && puts.waiting.length > 0) flushPuts(puts);
  };

  const batch: QueueBatch = {
    addPuts(write, added) {
      const scope = current.getStore();
      const slot = scope?.batch === batch ? scope.slot : undefined;
      if (!slot || slot.counted) return write([...added]);
      return new Promise<void>((resolve, reject) => {
        puts.waiting.push({
          write: write as (items: unknown[]) => Promise<void>,
          items: added,
          settle: (error) => (error === undefined ? resolve() : reject(error)),
        });
        countOut(slot);
        if (puts.waiting.length > 0) puts.timer ??= setTimeout(() => flushPuts(puts), putWaitMs);
      });
    },
    readItems(kind, read, keys) {
      let gather = reads.get(kind);
      if (!gather) {
        const created = {
          keys: new Map<string, Item>(),
          waiting: [] as { keys: readonly Item[]; settle: (items?: Item[], e?: unknown) => void }[],
        };
        reads.set(kind, (gather = created));
        setImmediate(() => {
          reads.delete(kind);
          read([...created.keys.values()]).then(
            (found) => {
              const byKey = new Map(found.map((item) => [keyString(item), item]));
              for (const w of created.waiting)
                w.settle(w.keys.flatMap((k) => (byKey.has(keyString(k)) ? [byKey.get(keyString(k))!] : [])));
            },
            (error: unknown) => created.waiting.forEach((w) => w.settle(undefined, error)),
          );
        });
      }
      for (const key of keys) gather.keys.set(keyString(key), key);
      const mine = gather;
      return new Promise<Item[]>((resolve, reject) =>
        mine.waiting.push({ keys, settle: (items, error) => (items ? resolve(items) : reject(error)) }),
      );
    },
  };

  return async <T>(work: () => Promise<T>): Promise<T> => {
    const slot: Slot = { counted: false };
    try {
      return await current.run({ batch, slot }, work);
    } finally {
      countOut(slot);
    }
  };
}
