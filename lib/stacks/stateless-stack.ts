import { CfnOutput, CrossStackReferences, Duration, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { envNameOf, QUEUE_URL_FIELDS } from '@shared/config.js';
import type { SettingName } from '@shared/settings.js';
import { functionEnvironment } from '../function-environment.js';
import { DELIVERY_QUEUES, type QueueKey } from '@shared/infra/definition.js';
import {
  FUNCTION_NAMES,
  FUNCTIONS,
  type FunctionDefinition,
  type FunctionGrants,
  type FunctionName,
  type FunctionTrigger,
} from '@shared/infra/functions.js';
import { FUNCTION_BUNDLING } from '../bundling.js';
import { grantAccess, type FunctionAccess } from '../constructs/access.js';
import { ALARM_THRESHOLDS, OperationalAlarms, RUNBOOKS } from '../constructs/alarms.js';
import { OperationsDashboard } from '../constructs/dashboard.js';
import { DashboardCdn } from '../constructs/dashboard-cdn.js';
import { SavedLogQueries } from '../constructs/log-queries.js';
import { MailSending } from '../constructs/mail.js';
import { PublicHttpApi, type RouteKey } from '../constructs/public-http-api.js';
import { functionLogging, ServiceFunction } from '../constructs/service-function.js';
import { acknowledgeUnscopedActions, LIST_STREAMS_REASON } from '../constructs/unscoped-actions.js';
import type { DeploymentConfig } from '../config.js';
import type { StatefulResources } from './stateful-stack.js';
import { grantIntegrationSecrets, oauthEnvironment, oauthSecretsExtension } from '../constructs/integration-secrets.js';

export interface StatelessStackProps extends StackProps {
  readonly data: StatefulResources;
  readonly config: DeploymentConfig;
}

/** Function names of the manifest (`shared/infra/functions.ts`). */
export type HandlerName = FunctionName;

/**
 * Code and wiring, safe to destroy and redeploy: one Lambda per function of the manifest with its triggers, the HTTP API, the SQS event sources,
 * the SES configuration set and feedback rule, the sweep schedule, and the alarms.
 */
export class StatelessStack extends Stack {
  /** By handler name, for tests and for stacks that extend this one. */
  readonly functions: Readonly<Record<HandlerName, lambda.IFunction>>;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, {
      description: 'Formbase code: Lambda functions, HTTP API, dashboard distribution, SES events, alarms',
      ...props,
    });
    // Strong references (exports/imports): CloudFormation refuses to remove a table, bucket or queue while this
    // stack still uses it.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const { data, config } = props;
    const http = new PublicHttpApi(this, 'Http', { apiName: config.prefix });
    const mail = new MailSending(this, 'Mail', { mailFrom: config.mailFrom });
    const publicBaseUrl = config.publicBaseUrl ?? http.endpoint;
    // The distribution needs only the API's id, the functions only its domain: no cycle (API ← CDN ← functions).
    const cdn = new DashboardCdn(this, 'Dashboard', {
      apiEndpoint: http.endpoint,
      formEndpoint: publicBaseUrl,
      assets: config.dashboardAssets,
    });

    // The value of every setting the stack knows (`shared/config.ts` declares them); each function gets those it reads.
    const values: Partial<Record<SettingName, string>> = {
      TABLE_NAME: data.table.tableName,
      BUCKET_NAME: data.bucket.bucketName,
      ...Object.fromEntries(
        (Object.entries(QUEUE_URL_FIELDS) as [QueueKey, (typeof QUEUE_URL_FIELDS)[QueueKey]][]).flatMap(
          ([key, fields]) => [
            [envNameOf(fields.queue), data.queues[key].queue.queueUrl],
            [envNameOf(fields.dlq), data.queues[key].dlq.queueUrl],
          ],
        ),
      ),
      MAIL_FROM: config.mailFrom,
      PUBLIC_BASE_URL: publicBaseUrl,
      API_RATE_PER_SECOND: String(config.apiRate.perSecond),
      API_RATE_BURST: String(config.apiRate.burst),
      PLAN_LIMITS: config.settings.planLimits,
      DELIVERY_SCHEDULE: config.settings.deliverySchedule,
      INGEST_CACHE_SECONDS: config.settings.ingestCacheSeconds,
      // Senders send through the configuration set, so that bounces and complaints come back to us.
      SES_CONFIGURATION_SET: mail.configurationSet.configurationSetName,
      POWERTOOLS_LOG_LEVEL: config.observability.logLevel,
      POWERTOOLS_LOGGER_SAMPLE_RATE: String(config.observability.debugSampleRate),
      CREDENTIALS_KMS_KEY_ID: data.credentialsKey.keyArn,
      DASHBOARD_ORIGIN: config.accounts.dashboardOrigin ?? cdn.url,
      SIGN_UP: config.accounts.signUp,
      SESSION_IDLE_HOURS: String(config.accounts.sessionIdleHours),
      SESSION_ABSOLUTE_HOURS: String(config.accounts.sessionAbsoluteHours),
      ...oauthEnvironment(config),
    };
    const grants = (access: FunctionGrants): FunctionAccess => ({
      table: access.table,
      bucket: access.bucket,
      sendTo: access.sendTo?.map((key) => data.queues[key].queue),
      sendMail: access.sendMail ? mail.sendGrant : undefined,
    });
    const secretsExtension = oauthSecretsExtension(this, config);
    const build = (name: FunctionName): lambda.IFunction => {
      const def: FunctionDefinition = FUNCTIONS[name];
      const created = new ServiceFunction(this, def.id, {
        entry: def.entry,
        bundling: FUNCTION_BUNDLING[name],
        description: def.description,
        memorySize: def.memoryMb,
        timeout: Duration.seconds(def.timeoutSeconds),
        environment: functionEnvironment(name, values),
        tracing: config.observability.tracing,
        logging: functionLogging(config.observability),
        paramsAndSecrets: def.access.integrationSecrets ? secretsExtension : undefined,
      });
      grantAccess(created.role, data, grants(def.access));
      if (def.access.integrationSecrets) grantIntegrationSecrets(this, created.role, data, config);
      for (const trigger of def.triggers) this.connect(name, created.function, trigger, { http, mail, data });
      return created.function;
    };
    this.functions = Object.fromEntries(FUNCTION_NAMES.map((name) => [name, build(name)])) as Record<
      FunctionName,
      lambda.IFunction
    >;
    // The table stream's consumer announces new and unlocked submissions, which ingest and the sweep did before:
    // updating the consumer first means a submission stored or unlocked during the deploy is announced twice at worst
    // (an old ingest or sweep and the new consumer), never not at all (new senders beside an old consumer).
    for (const sender of [this.functions.ingest, this.functions.sweep])
      sender.node.addDependency(this.functions.submissionStream);

    this.operations(config, { http, ...data });

    new CfnOutput(this, 'ApiUrl', { value: http.endpoint, description: 'Base URL of the API and form endpoints' });
    new CfnOutput(this, 'PublicBaseUrl', { value: publicBaseUrl });
    new CfnOutput(this, 'DashboardUrl', {
      value: cdn.url,
      description: 'The owner dashboard and its API on one origin (sign-in links point here by default)',
    });
    new CfnOutput(this, 'SesConfigurationSet', { value: mail.configurationSet.configurationSetName });
  }

  /** Wires one trigger of the manifest to its function. */
  private connect(
    name: FunctionName,
    handler: lambda.IFunction,
    trigger: FunctionTrigger,
    on: { http: PublicHttpApi; mail: MailSending; data: StatefulResources },
  ): void {
    switch (trigger.type) {
      case 'http':
        return on.http.route(handler, trigger.routes as RouteKey[]);
      case 'queue': {
        const pair = on.data.queues[trigger.queue];
        const source = new SqsEventSource(trigger.deadLetters ? pair.dlq : pair.queue, {
          batchSize: trigger.batchSize,
          reportBatchItemFailures: true,
          maxConcurrency: trigger.maxConcurrency,
        });
        return handler.addEventSource(source);
      }
      case 'sesFeedback':
        on.mail.routeFeedbackTo(handler);
        // Lambda's asynchronous retries, then the event (with the error) waits in the DLQ for a replay.
        handler.configureAsyncInvoke({
          retryAttempts: trigger.retryAttempts,
          onFailure: new SqsDestination(on.data.failureQueues[trigger.onFailure]),
        });
        return;
      case 'schedule':
        new Rule(this, `${FUNCTIONS[name].id}Schedule`, {
          description: `Runs ${name}: ${FUNCTIONS[name].description}`,
          schedule: Schedule.rate(Duration.minutes(trigger.everyMinutes)),
          targets: [new targets.LambdaFunction(handler, { retryAttempts: 0 })], // the next run is due soon anyway
        });
        return;
      case 'entityChanges': {
        // Bounded (shared/infra/functions.ts): a batch the consumer keeps failing goes, as a shard and sequence
        // range, to the on-failure queue after its retries or maximum age, and the shard moves on.
        const { failures } = trigger;
        handler.addEventSource(
          new DynamoEventSource(on.data.table, {
            startingPosition: StartingPosition.TRIM_HORIZON,
            batchSize: trigger.batchSize,
            maxBatchingWindow: Duration.seconds(2),
            reportBatchItemFailures: true,
            retryAttempts: failures.retryAttempts,
            maxRecordAge: Duration.seconds(failures.maxRecordAgeSeconds),
            bisectBatchOnError: failures.bisectBatchOnError,
            onFailure: new SqsDlq(on.data.failureQueues[failures.onFailure]),
            filters: (['NewImage', 'OldImage'] as const).map((image) =>
              FilterCriteria.filter({ dynamodb: { [image]: { type: { S: FilterRule.isEqual(trigger.entityType) } } } }),
            ),
          }),
        );
        acknowledgeUnscopedActions((handler as lambda.Function).role!, LIST_STREAMS_REASON);
      }
    }
  }

  /** Alarms (each with its runbook in docs/operations.md), the dashboard and the saved Logs Insights queries. */
  private operations(
    config: DeploymentConfig,
    sources: Pick<StatefulResources, 'queues' | 'table' | 'failureQueues'> & { http: PublicHttpApi },
  ): void {
    const { http, queues, table } = sources;
    const { events } = queues;
    const alarms = new OperationalAlarms(this, 'Alarms', { email: config.alarmEmail });
    alarms.deadLetterQueue(
      'EventsDlq',
      events.dlq,
      'Submission events the fan-out could not process',
      RUNBOOKS.eventsDlq,
    );
    // One alarm of each kind per delivery channel; the webhook queue's keep the ids they had as the only one.
    for (const [what, key] of Object.entries(DELIVERY_QUEUES)) {
      const id = pascal(key);
      alarms.deadLetterQueue(
        `${id}Dlq`,
        queues[key].dlq,
        `Exhausted ${what} deliveries not being marked dead`,
        RUNBOOKS.deliveryDlq,
        { drained: true },
      );
      alarms.queueAge(
        `${id}QueueAge`,
        queues[key].queue,
        `${what} delivery queue`,
        ALARM_THRESHOLDS.deliveryQueueAgeSeconds,
        RUNBOOKS.deliveryQueueAge,
      );
    }
    for (const [name, handler] of Object.entries(this.functions)) alarms.functionErrors(`${name}Errors`, handler, name);
    alarms.functionThrottles('IngestThrottles', this.functions.ingest, 'ingest');
    alarms.apiServerErrorRate('Api5xxRate', http.api);
    alarms.ingestLatency('IngestP99Latency', this.functions.ingest);
    alarms.queueAge(
      'EventsQueueAge',
      events.queue,
      'events queue',
      ALARM_THRESHOLDS.eventsQueueAgeSeconds,
      RUNBOOKS.eventsQueueAge,
    );
    alarms.deadLetterQueue(
      'SesFeedbackDlq',
      sources.failureQueues.sesFeedback,
      'SES bounces and complaints the suppression consumer failed three times (addresses not suppressed)',
      RUNBOOKS.sesFeedbackDlq,
    );
    alarms.deadLetterQueue(
      'StreamFailures',
      sources.failureQueues.streamFailures,
      'Table-stream batches the submission stream consumer gave up on (replay within 24 hours)',
      RUNBOOKS.streamFailures,
    );
    alarms.streamAge(
      'SubmissionStreamAge',
      this.functions.submissionStream,
      'submission stream consumer',
      ALARM_THRESHOLDS.tableStreamAgeSeconds,
    );
    alarms.spamReviewFallbacks('SpamReviewFallbacks');
    alarms.deadLetterQueue(
      'SpamReviewDlq',
      queues.spamReview.dlq,
      'New submissions the spam review could not pass on to the fan-out',
      RUNBOOKS.spamReviewFallback,
    );
    alarms.deadLetterQueue(
      'ExportsDlq',
      queues.exports.dlq,
      'Submission exports whose last run could not even mark them failed',
      RUNBOOKS.exportsDlq,
    );
    alarms.dynamoThrottles('DynamoThrottles', table);
    alarms.sesReputation('SesBounceRate', 'bounce');
    alarms.sesReputation('SesComplaintRate', 'complaint');

    new OperationsDashboard(this, 'Operations', {
      // Dashboard names are unique per account, not per region: one stage in two regions needs two names.
      dashboardName: `${config.prefix}-${this.region}`,
      functions: this.functions,
      api: http.api,
      queues,
      failureQueues: sources.failureQueues,
      table,
      alarms: alarms.alarms.map((a) => a.alarm),
    });
    const logGroupOf = (fn: lambda.IFunction) => (fn as lambda.Function).logGroup;
    new SavedLogQueries(this, 'Queries', {
      folder: config.prefix,
      functionLogs: Object.values(this.functions).map(logGroupOf),
      attemptLogs: [this.functions.webhookAttempt, this.functions.emailAttempt, this.functions.integrationAttempt].map(
        logGroupOf,
      ),
      accessLogs: http.accessLogs,
    });
  }
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
