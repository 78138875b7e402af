/**
 * Runs a scheduled function every `intervalMs` the way an EventBridge schedule would, never two runs at once.
 * Local stand-in for scheduled Lambdas; errors go to `onError` and the schedule continues.
 */
export function startSchedule(run: () => Promise<void>, intervalMs: number, onError: (e: unknown) => void) {
  let current: Promise<void> | undefined;
  const tick = () => {
    current ??= run()
      .catch(onError)
      .finally(() => {
        current = undefined;
      });
  };
  const timer = intervalMs > 0 ? setInterval(tick, intervalMs) : undefined;
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await current;
    },
  };
}
