import { createSweeper, sweepDepsFromEnv } from '../sweeper.js';

let instance: ReturnType<typeof createSweeper> | undefined;

/** Lambda entry point of the scheduled sweep (EventBridge, every minute): outbox re-sends, usage notices, quota unlocks. */
export const handler = async (): Promise<void> => (instance ??= createSweeper(sweepDepsFromEnv()))();
