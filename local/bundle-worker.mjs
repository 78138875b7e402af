// One synthesized function's bundle, run in its own worker thread with its template's environment (local/synth.ts).
// Plain JavaScript: the bundle is what Lambda runs, loaded without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';

const { handler } = await import(workerData.file);
parentPort.on('message', async ({ id, event, context }) => {
  const deadline = Date.now() + context.remainingMs;
  const lambdaContext = {
    ...context,
    getRemainingTimeInMillis: () => Math.max(deadline - Date.now(), 0),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  try {
    parentPort.postMessage({ id, result: await handler(event, lambdaContext) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ ready: true });
