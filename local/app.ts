import type { Server } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { pollerSqs, sqsClient } from './sqs-client.js';
import { queueUrlOf, setting, type AppConfig } from '@shared/config.js';
import { TABLE_DEFINITION, type FailureQueueKey } from '@shared/infra/definition.js';
import { FUNCTION_NAMES, FUNCTIONS, type FunctionDefinition, type FunctionName } from '@shared/infra/functions.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { jsonLogger, silentLogger, type Logger } from '@shared/observability/log.js';
import type { EventPublisher } from '@shared/domain/events.js';
import type { ApiDeps } from '@services/api/deps.js';
import { apiDeps } from '@services/api/routes/index.js';
import type { DeliveryOverrides } from '@services/delivery/deps.js';
import type { IngestPorts } from '@services/ingest/ports.js';
import { dashboardFiles } from './dashboard.js';
import { loadHandler, serviceOf, type AnyHandler } from './functions.js';
import { createLambdaHttpServer, type HttpHandler } from './http-adapter.js';
import { startPoller, type SqsHandler } from './pollers.js';
import { ensureFailureQueues, ensureResources, localConfig } from './resources.js';
import { routeTable, type RouteTable } from './routes.js';
import { startSchedule } from './schedule.js';
import { asyncInvocation, LOCAL_SES_EVENTS_ROUTE, localSesEventsRoute } from './ses-events.js';
import { entityChangesFilter, startStreamPoller, type StreamHandler } from './streams.js';
import type { SpamReviewDeps } from '@services/delivery/handlers/spam-review.js';
import type { ExportJobDeps } from '@services/exports/job-deps.js';

export interface LocalApp {
  baseUrl: string;
  config: AppConfig;
  /** What every function here is built from (tests build extra handlers from it). */
  runtime: FunctionRuntime;
  deps: ApiDeps;
  /** Resolves once the table-stream consumer handled every change written before the call (counters, analytics). */
  settle(): Promise<void>;
  /** The on-failure queues (`FAILURE_QUEUES`) the SES feedback trigger and the table-stream poller send to. */
  failureQueueUrls: Record<FailureQueueKey, string>;
  /** Runs every scheduled function once now (the ingest sweep); they also run every `sweepIntervalMs`. */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

export interface LocalAppOptions {
  /** Physical-name prefix of the table, queues and bucket. */
  prefix: string;
  port?: number;
  /** Run the queue and table-stream consumers (default true), or only the queue consumers of the functions named. */
  pollers?: boolean | readonly FunctionName[];
  /**
   * Run the table-stream consumer (default true, also without `pollers`: form counters and usage depend on it;
   * false for tests and benches that hand it records themselves).
   */
  tableStream?: boolean;
  /** Keeps the table-stream consumer's position in this file, so a restart resumes where it stopped (`npm start`). */
  streamPositionsFile?: string;
  quiet?: boolean;
  /** Settings supplied as environment variables over this process's (`npm start`: the local integrations). */
  environment?: Record<string, string>;
  /** Replaces fields of the configuration read from the environment (tests inject fakes). */
  config?: Partial<AppConfig>;
  /** Replaces ports of the ingest service's functions (tests inject faults; a spam judge plugs in here). */
  ingest?: Partial<IngestPorts>;
  /** Replaces ports of the table-stream consumer (tests make the events queue refuse its new submissions' events). */
  stream?: { events?: EventPublisher };
  /** Replaces ports of the second stage of spam protection (tests make its review model slow or failing). */
  spamReview?: Partial<SpamReviewDeps>;
  /** Replaces ports of the delivery service's functions (tests inject a failing mailer). */
  delivery?: Pick<DeliveryOverrides, 'mailer'>;
  /** Replaces ports of the submission export runs (tests hand over after a few submissions). */
  exportJob?: Partial<ExportJobDeps>;
  /** How long ingest reuses forms, tenants and usage counts it read (default `INGEST_CACHE_SECONDS`, else 0: every change shows at once locally). */
  ingestCacheMs?: number;
  /** The clock of every function (tests pin dates; default the system clock). */
  now?: () => Date;
  /** How often scheduled functions run (default 2000 ms; 0 turns the schedule off). */
  sweepIntervalMs?: number;
  /** The built dashboard (`ensureDashboardBuild()`), served at every path outside the API. */
  dashboardDir?: string;
  /** Retries of a failing table-stream batch before it goes to the on-failure queue (default the manifest's). */
  streamRetryAttempts?: number;
  /**
   * Functions run from elsewhere than their sources, given the configuration and base URL (`npm start -- --synth`
   * runs the synthesized bundles, `local/synth.ts`); stopped with the app.
   */
  replaceHandlers?: (app: {
    config: AppConfig;
    baseUrl: string;
    failureQueueUrls: Record<FailureQueueKey, string>;
  }) => Promise<{ handlers: Partial<Record<FunctionName, AnyHandler>>; stop(): Promise<void> }>;
  /** Wraps a function's handler behind its triggers (tests inject a failing consumer this way). */
  wrapHandlers?: Partial<Record<FunctionName, (handler: AnyHandler) => AnyHandler>>;
}

/** Stream polls are cheap locally; a short interval keeps analytics figures a fraction of a second behind. */
const STREAM_POLL_MS = 200;

/**
 * Batches a queue's poller handles at once: 1 unless `LOCAL_POLLERS` asks for more (up to the trigger's
 * `maxConcurrency`, as the event source mapping scales out). An idle queue costs one long poll whatever the figure
 * (`startPoller`). One stays the default: two copies of a fresh delivery (a duplicate event's) tried at the same
 * moment in two batches both send (`docs/decisions/delivery.md`), which one batch at a time never shows and the
 * faults soak counts.
 */
const DEFAULT_LOCAL_POLLERS = 1;
const localPollers = (maxConcurrency: number) =>
  Math.min(maxConcurrency, Number(process.env.LOCAL_POLLERS) || DEFAULT_LOCAL_POLLERS);

/**
 * One local deployment: creates the shared-definition resources on the running stand-ins, then starts every
 * function of the manifest (`shared/infra/functions.ts`) behind its triggers: HTTP routes on one server, queue and
 * table-stream pollers, schedules, and `POST /_local/ses-events` for the SES feedback rule.
 */
export async function startLocalApp(options: LocalAppOptions): Promise<LocalApp> {
  const environment = { ...process.env, ...options.environment };
  const [names, failureQueueUrls] = await Promise.all([
    ensureResources(options.prefix, {
      deliverySchedule: options.config?.deliverySchedule ?? setting('DELIVERY_SCHEDULE', environment),
    }),
    ensureFailureQueues(options.prefix),
  ]);
  const sendTo = (queue: FailureQueueKey) => async (record: object) => {
    await sqsClient().send(
      new SendMessageCommand({ QueueUrl: failureQueueUrls[queue], MessageBody: JSON.stringify(record) }),
    );
  };
  const logger: Logger = options.quiet ? silentLogger : jsonLogger;
  const dispatch: { routes?: RouteTable<HttpHandler> } = {};
  let server: Server | undefined;
  const port = await new Promise<number>((resolve) => {
    server = createLambdaHttpServer(
      (method, path) => dispatch.routes?.match(method, path),
      options.dashboardDir ? dashboardFiles(options.dashboardDir) : undefined,
    );
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
  });
  const baseUrl = `http://localhost:${port}`;
  const config = localConfig(
    names,
    baseUrl,
    {
      ...(options.ingestCacheMs !== undefined ? { ingestCacheSeconds: options.ingestCacheMs / 1000 } : {}),
      ...options.config,
    },
    environment,
  );
  const runtime: FunctionRuntime = {
    config,
    table: { client: dynamoDocumentClient(), name: config.tableName },
    logger,
    now: options.now ?? (() => new Date()),
  };
  const overrides: Record<string, object | undefined> = { ingest: options.ingest, delivery: options.delivery };
  const functionOverrides: Partial<Record<FunctionName, object>> = {
    submissionStream: options.stream,
    spamReview: options.spamReview,
    exportJob: options.exportJob,
  };
  const onError = (what: string) => (e: unknown) => logger.error(what, { error: String(e) });

  const http: [string, HttpHandler][] = [];
  const scheduled: (() => Promise<unknown>)[] = [];
  const consumers: { stop(): Promise<void> }[] = [];
  const streams: { settle(): Promise<void> }[] = [];
  const consumes = (name: FunctionName) =>
    Array.isArray(options.pollers) ? options.pollers.includes(name) : options.pollers !== false;
  const replaced = await options.replaceHandlers?.({ config, baseUrl, failureQueueUrls });
  for (const name of FUNCTION_NAMES) {
    const def: FunctionDefinition = FUNCTIONS[name];
    const loaded =
      replaced?.handlers[name] ??
      (await loadHandler(def, runtime, functionOverrides[name] ?? overrides[serviceOf(def)]));
    const handler = options.wrapHandlers?.[name]?.(loaded) ?? loaded;
    for (const trigger of def.triggers) {
      if (trigger.type === 'http')
        http.push(...trigger.routes.map((r) => [r, handler as HttpHandler] as [string, HttpHandler]));
      if (trigger.type === 'sesFeedback') {
        const invoke = asyncInvocation(handler, {
          retryAttempts: trigger.retryAttempts,
          functionArn: `arn:aws:lambda:us-east-1:000000000000:function:${options.prefix}-${def.id}`,
          sendFailure: sendTo(trigger.onFailure),
        });
        http.push([LOCAL_SES_EVENTS_ROUTE, localSesEventsRoute(invoke)]);
      }
      if (trigger.type === 'schedule') scheduled.push(() => handler(undefined, {} as never));
      if (trigger.type === 'queue' && consumes(name)) {
        consumers.push(
          startPoller({
            sqs: pollerSqs(),
            queueUrl: queueUrlOf(config, trigger.queue, trigger.deadLetters),
            handler: handler as SqsHandler,
            batchSize: trigger.batchSize,
            concurrency: localPollers(trigger.maxConcurrency),
            onError: onError('poller error'),
          }),
        );
      }
      if (trigger.type === 'entityChanges' && options.tableStream !== false) {
        const stream = startStreamPoller({
          dynamo: new DynamoDBClient({}),
          tableName: config.tableName,
          streamView: TABLE_DEFINITION.streamView,
          handler: handler as StreamHandler,
          filter: entityChangesFilter(trigger.entityType),
          batchSize: trigger.batchSize,
          intervalMs: STREAM_POLL_MS,
          // Resumes after the last handled record when a position was kept (never a replay: the counters' batch ids
          // would not recognise one batched differently); else from the stream's end.
          positionsFile: options.streamPositionsFile,
          failures: {
            ...trigger.failures,
            retryAttempts: options.streamRetryAttempts ?? trigger.failures.retryAttempts,
            send: sendTo(trigger.failures.onFailure),
          },
          onError: onError('stream poller error'),
        });
        await stream.ready;
        consumers.push(stream);
        streams.push(stream);
      }
    }
  }
  dispatch.routes = routeTable(http);
  const sweep = async () => {
    for (const run of scheduled) await run();
  };
  const schedule = startSchedule(sweep, options.sweepIntervalMs ?? 2000, onError('sweep error'));

  return {
    baseUrl,
    config,
    runtime,
    failureQueueUrls,
    deps: apiDeps(runtime),
    sweep,
    settle: async () => {
      await Promise.all(streams.map((s) => s.settle()));
    },
    async stop() {
      await Promise.all([...consumers.map((c) => c.stop()), schedule.stop()]);
      await replaced?.stop();
      await new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      });
    },
  };
}
