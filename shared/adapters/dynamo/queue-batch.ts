import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the records of one queue batch share while they are handled at once: writes and reads that each record would
 * send alone are gathered into one request for the batch (`timeline.ts` `gatheringTimeline`, `table.ts`
 * `batchGetItems`). Outside a batch (the API, ingest) nothing is gathered.
 */
export interface QueueBatch {
  /** Records of the batch still running that have not added their timeline entry. */
  toCome: number;
  /** Each gatherer's state, by its name. */
  shared: Map<string, unknown>;
  /** Called when the last record that could still add an entry has added it or finished. */
  onLastToCome?: () => void;
}

/** One record of the batch: whether it has added its entry or finished. */
export interface RecordSlot {
  counted: boolean;
}

const current = new AsyncLocalStorage<{ batch: QueueBatch; slot: RecordSlot }>();

/** The batch and record the running code belongs to, if it runs inside `inQueueBatch`. */
export const queueBatchScope = () => current.getStore();

/** This record will add no timeline entry any more (it added one or finished). */
export function countedOut(batch: QueueBatch, slot: RecordSlot): void {
  if (slot.counted) return;
  slot.counted = true;
  batch.toCome--;
  if (batch.toCome <= 0) batch.onLastToCome?.();
}

/**
 * The records of one queue batch of `size` records, each run through the function returned, so that what they send
 * at once is gathered for the batch.
 */
export function inQueueBatch(size: number): <T>(work: () => Promise<T>) => Promise<T> {
  const batch: QueueBatch = { toCome: size, shared: new Map() };
  return async (work) => {
    const slot: RecordSlot = { counted: false };
    try {
      return await current.run({ batch, slot }, work);
    } finally {
      countedOut(batch, slot);
    }
  };
}
