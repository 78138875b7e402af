import { describe, expect, it } from 'vitest';
import { inQueueBatch, queueBatchScope } from '@shared/adapters/dynamo/queue-batch.js';

/** The per-promise state async context tracking adds: one property per AsyncLocalStorage the process ever ran. */
const contextPropertiesOfAPromise = () => Object.getOwnPropertySymbols(new Promise(() => {})).length;

/** One queue batch of `size` records, each adding one put; the writes each add ended in. */
async function runBatch(size: number) {
  const writes: number[][] = [];
  const write = async (entries: number[]) => void writes.push(entries);
  const run = inQueueBatch(size, { putWaitMs: 1000 });
  await Promise.all(
    Array.from({ length: size }, (_, i) =>
      run(async () => {
        await new Promise((r) => setTimeout(r, i));
        await queueBatchScope()!.addPuts(write, [i]);
      }),
    ),
  );
  return writes;
}

describe('queue batch scope', () => {
  it("gathers a batch's puts into one write, batch after batch", async () => {
    expect(await runBatch(10)).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    expect(await runBatch(3)).toEqual([[0, 1, 2]]);
  });

  it('leaves no state behind in a warm instance: promises cost the same after 200 batches', async () => {
    await runBatch(2);
    const before = contextPropertiesOfAPromise();
    for (let i = 0; i < 200; i++) await runBatch(2);
    expect(contextPropertiesOfAPromise()).toBe(before);
  });

  it('is no batch outside inQueueBatch', async () => {
    await runBatch(2);
    expect(queueBatchScope()).toBeUndefined();
  });
});
