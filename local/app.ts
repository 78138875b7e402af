import type { Server } from 'node:http';
import { sqsClient, dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { createStores } from '@shared/adapters/stores.js';
import type { AppConfig } from '@shared/config.js';
import { jsonLogger, silentLogger, type Logger } from '@shared/http/log.js';
import { createApiHandler } from '@services/api/app.js';
import type { ApiDeps } from '@services/api/deps.js';
import { createLambdaHttpServer, type HttpHandler } from './http-adapter.js';
import { startPoller } from './pollers.js';
import { ensureResources, localConfig } from './resources.js';

export interface LocalApp {
  baseUrl: string;
  config: AppConfig;
  deps: ApiDeps;
  stop(): Promise<void>;
}

export interface LocalAppOptions {
  /** Physical-name prefix of the table, queues and bucket. */
  prefix: string;
  port?: number;
  /** Run the SQS consumers (default true). */
  pollers?: boolean;
  quiet?: boolean;
  config?: Partial<AppConfig>;
}

/**
 * One local deployment: creates the shared-definition resources on the running stand-ins, serves every HTTP
 * route through the same handlers Lambda runs, and polls the queues into the same consumer handlers.
 */
export async function startLocalApp(options: LocalAppOptions): Promise<LocalApp> {
  const names = await ensureResources(options.prefix);
  const logger: Logger = options.quiet ? silentLogger : jsonLogger;
  let server: Server | undefined;
  const listening = new Promise<number>((resolve) => {
    server = createLambdaHttpServer((method, path) => dispatch(method, path));
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
  });
  const port = await listening;
  const baseUrl = `http://localhost:${port}`;
  const config = localConfig(names, baseUrl, options.config);
  const deps: ApiDeps = {
    config,
    stores: createStores({ client: dynamoDocumentClient(), name: config.tableName }, config),
    logger,
    now: () => new Date(),
  };

  const api = createApiHandler(deps) as unknown as HttpHandler;
  const dispatch = (_method: string, path: string): HttpHandler | undefined => {
    if (path.startsWith('/v1/') || path === '/v1' || path.startsWith('/oauth/')) return api;
    return undefined;
  };

  const pollers =
    options.pollers === false
      ? []
      : ([] as { queueUrl: string; handler: Parameters<typeof startPoller>[0]['handler'] }[]).map((p) =>
          startPoller({ sqs: sqsClient(), ...p, onError: (e) => logger.error('poller error', { error: String(e) }) }),
        );

  return {
    baseUrl,
    config,
    deps,
    async stop() {
      await Promise.all(pollers.map((p) => p.stop()));
      await new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      });
    },
  };
}
