/** Latency percentiles and throughput of a task run by a fixed number of concurrent workers. */
export interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
}

/** The p-th percentile of ascending `sorted` values. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Runs `task` `requests` times with `concurrency` workers; latency of each call and overall throughput. */
export async function load(
  concurrency: number,
  requests: number,
  task: (i: number) => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const t = performance.now();
        await task(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: (requests / wall) * 1000 };
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Runs each task `rounds` times at concurrency 1, one call of each in turn per round, so they share every moment of
 * the machine's drifting load: a fair same-run comparison of latencies. Figures per task, in the order given.
 */
export async function interleaved(
  rounds: number,
  tasks: readonly ((i: number) => Promise<void>)[],
): Promise<Figures[]> {
  const latencies = tasks.map(() => [] as number[]);
  for (let i = 0; i < rounds; i++) {
    for (const [k, task] of tasks.entries()) {
      const t = performance.now();
      await task(i);
      latencies[k]!.push(performance.now() - t);
    }
  }
  return latencies.map((list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const total = list.reduce((sum, ms) => sum + ms, 0);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), perSecond: (list.length / total) * 1000 };
  });
}
