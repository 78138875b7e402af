import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { createSweeper, sweepDeps, type SweepDeps } from '../sweeper.js';

export const create = (runtime: FunctionRuntime, overrides?: Partial<SweepDeps>) =>
  createSweeper(sweepDeps(runtime, overrides));

/** Lambda entry point of the scheduled sweep (EventBridge, every minute): usage notices and quota unlocks. */
export const handler = lambdaEntry(create);
