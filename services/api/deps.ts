import { configFromEnv, type AppConfig } from '@shared/config.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { createStores, type Stores } from '@shared/adapters/stores.js';
import { jsonLogger, type Logger } from '@shared/http/log.js';

/** Everything the API's use cases reach the outside world through. */
export interface ApiDeps {
  config: AppConfig;
  stores: Stores;
  logger: Logger;
  now(): Date;
}

export function apiDepsFromEnv(): ApiDeps {
  const config = configFromEnv();
  return {
    config,
    stores: createStores({ client: dynamoDocumentClient(), name: config.tableName }, config),
    logger: jsonLogger,
    now: () => new Date(),
  };
}
