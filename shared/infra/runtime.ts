import type { Context } from 'aws-lambda';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import type { Table } from '@shared/adapters/dynamo/table.js';
import { configFromEnv, type AppConfig } from '@shared/config.js';
import { jsonLogger, type Logger } from '@shared/observability/log.js';
import { tracedEntry } from '@shared/observability/tracing.js';

/**
 * What every function is built from, in Lambda and in `local/` alike: the configuration, the table, a logger and
 * a clock. Each service's `deps.ts` turns it into that service's ports (`xDeps(runtime, overrides)`).
 */
export interface FunctionRuntime {
  config: AppConfig;
  table: Table;
  logger: Logger;
  now(): Date;
}

/** The runtime of a deployed function: configuration from the environment, one SDK client per process. */
export function runtimeFromEnv(): FunctionRuntime {
  const config = configFromEnv();
  return {
    config,
    table: { client: dynamoDocumentClient(), name: config.tableName },
    logger: jsonLogger,
    now: () => new Date(),
  };
}

/**
 * A handler module's Lambda entry point: builds the handler from the environment on the first invocation and
 * reuses it while the instance is warm; traced with X-Ray when the bundle was built with `-c tracing=true`.
 *
 * @example export const handler = lambdaEntry(create);
 */
export function lambdaEntry<E, R>(
  create: (runtime: FunctionRuntime) => (event: E, context: Context) => R,
): (event: E, context: Context) => R | Promise<unknown> {
  // Folded at build time (`lib/bundling.ts`): a bundle built without tracing has neither branch nor tracer.
  if (process.env.FORMBASE_TRACING === 'on') return tracedEntry(() => create(runtimeFromEnv()));
  let instance: ((event: E, context: Context) => R) | undefined;
  return (event, context) => (instance ??= create(runtimeFromEnv()))(event, context);
}
