import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { FunctionDefinition } from '@shared/infra/functions.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';

const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Any function's handler as `local/` invokes it; the trigger decides the event's shape. */
export type AnyHandler = (event: unknown, context: Context) => Promise<unknown>;

/** What every handler module in the manifest exports besides `handler`. */
interface HandlerModule {
  create(runtime: FunctionRuntime, overrides?: object): AnyHandler;
}

/** The service a function belongs to: `services/<service>/handlers/…`. */
export const serviceOf = (def: FunctionDefinition): string => def.entry.split('/')[1] ?? '';

/**
 * Builds a manifest function's handler from its module, the same module Lambda loads, with the local runtime and
 * the caller's overrides for its service.
 */
export async function loadHandler(
  def: FunctionDefinition,
  runtime: FunctionRuntime,
  overrides?: object,
): Promise<AnyHandler> {
  const module = (await import(pathToFileURL(join(PROJECT_ROOT, def.entry)).href)) as Partial<HandlerModule>;
  if (typeof module.create !== 'function') throw new Error(`${def.entry} does not export create(runtime)`);
  return module.create(runtime, overrides);
}
