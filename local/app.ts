import type { Server } from 'node:http';
import { sqsClient, dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { createStores } from '@shared/adapters/stores.js';
import type { AppConfig } from '@shared/config.js';
import { jsonLogger, silentLogger, type Logger } from '@shared/observability/log.js';
import { createApiHandler } from '@services/api/app.js';
import { messagingDeps, type ApiDeps } from '@services/api/deps.js';
import { createIngestHandler } from '@services/ingest/app.js';
import { ingestDeps } from '@services/ingest/deps.js';
import type { IngestPorts } from '@services/ingest/ports.js';
import { createSweeper, sweepDeps } from '@services/ingest/sweeper.js';
import { createExportsHandler, servesExport } from '@services/exports/app.js';
import { exportsDeps } from '@services/exports/deps.js';
import { createLambdaHttpServer, type HttpHandler } from './http-adapter.js';
import { startPoller, type SqsHandler } from './pollers.js';
import { createDeliveryDeps } from '@services/delivery/deps.js';
import { createAttemptHandler } from '@services/delivery/handlers/attempt.js';
import { createDeadLetterHandler } from '@services/delivery/handlers/dead-letter.js';
import { createFanOutHandler } from '@services/delivery/handlers/fan-out.js';
import { startSchedule } from './schedule.js';
import { LOCAL_SES_EVENTS_PATH, localSesEventsRoute } from './ses-events.js';
import { ensureResources, localConfig } from './resources.js';

export interface LocalApp {
  baseUrl: string;
  config: AppConfig;
  deps: ApiDeps;
  /** Runs one ingest sweep now (outbox re-sends, usage notices, quota unlocks); it also runs every `sweepIntervalMs`. */
  sweep(): Promise<void>;
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
  /** Replaces ingest ports (tests inject faults; a spam judge plugs in here). */
  ingest?: Partial<IngestPorts>;
  /** How long ingest reuses forms, tenants and usage counts it read (default 0: every change shows at once locally). */
  ingestCacheMs?: number;
  /** How often the ingest sweeper runs (default 2000 ms; 0 turns the schedule off). */
  sweepIntervalMs?: number;
}

/**
 * One local deployment: creates the shared-definition resources on the running stand-ins, serves every HTTP
 * route through the same handlers Lambda runs, and polls the queues into the same consumer handlers.
 */
export async function startLocalApp(options: LocalAppOptions): Promise<LocalApp> {
  const names = await ensureResources(options.prefix, { deliverySchedule: options.config?.deliverySchedule });
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
    ...messagingDeps(config),
  };

  const api = createApiHandler(deps) as unknown as HttpHandler;
  const sesEvents = localSesEventsRoute(deps);
  const table = { client: dynamoDocumentClient(), name: config.tableName };
  const ingest = createIngestHandler(
    ingestDeps(config, table, { logger, ...options.ingest }, { cacheMs: options.ingestCacheMs }),
  ) as unknown as HttpHandler;
  const exportCsv = createExportsHandler(exportsDeps(config, table, { logger })) as unknown as HttpHandler;
  const sweep = createSweeper(
    sweepDeps(config, table, { logger, events: options.ingest?.events ?? deps.events, mailer: deps.mailer }),
  );
  const sweeper = startSchedule(sweep, options.sweepIntervalMs ?? 2000, (e) =>
    logger.error('sweep error', { error: String(e) }),
  );
  const dispatch = (method: string, path: string): HttpHandler | undefined => {
    if (servesExport(method, path)) return exportCsv;
    if (path.startsWith('/v1/') || path === '/v1' || path.startsWith('/oauth/')) return api;
    if (path === LOCAL_SES_EVENTS_PATH) return sesEvents;
    if (path.startsWith('/f/')) return ingest;
    return undefined;
  };

  const delivery = createDeliveryDeps(config, { stores: deps.stores, logger, mailer: deps.mailer });
  const consumers: { queueUrl: string; handler: Parameters<typeof startPoller>[0]['handler'] }[] = [
    { queueUrl: config.eventsQueueUrl, handler: createFanOutHandler(delivery) as SqsHandler },
    { queueUrl: config.deliveryQueueUrl, handler: createAttemptHandler(delivery) as SqsHandler },
    { queueUrl: config.deliveryDlqUrl, handler: createDeadLetterHandler(delivery) as SqsHandler },
  ];
  const pollers =
    options.pollers === false
      ? []
      : consumers.map((p) =>
          startPoller({ sqs: sqsClient(), ...p, onError: (e) => logger.error('poller error', { error: String(e) }) }),
        );

  return {
    baseUrl,
    config,
    deps,
    sweep,
    async stop() {
      await Promise.all([...pollers.map((p) => p.stop()), sweeper.stop()]);
      await new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      });
    },
  };
}
