import { startServiceStandIns } from '@local/emulators.js';

/**
 * The SQS, S3 and SESv2 stand-ins of one vitest worker, in a process of their own (global-setup.ts spawns one per
 * worker). In vitest's main process they shared an event loop with the module transforms every worker waits on: a
 * file starting its imports stalled the other worker's queues for seconds. Prints the endpoints as one JSON line and
 * runs until its parent closes stdin or sends SIGTERM.
 */
const standIns = await startServiceStandIns();
process.stdout.write(`${JSON.stringify(standIns.endpoints)}\n`);

const stop = () => void standIns.stop().finally(() => process.exit(0));
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
