import {
  CfnOutput,
  CrossStackReferences,
  Duration,
  ReferenceStrength,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ENV } from '@shared/config.js';
import { INGEST_BUNDLING, INGEST_ENTRY } from '../bundling.js';
import { grantAccess, type FunctionAccess } from '../constructs/access.js';
import { ALARM_THRESHOLDS, OperationalAlarms, RUNBOOKS } from '../constructs/alarms.js';
import { OperationsDashboard } from '../constructs/dashboard.js';
import { SavedLogQueries } from '../constructs/log-queries.js';
import { MailSending } from '../constructs/mail.js';
import { PublicHttpApi } from '../constructs/public-http-api.js';
import { ServiceFunction, type ServiceFunctionProps } from '../constructs/service-function.js';
import type { DeploymentConfig } from '../config.js';
import type { QueuePair, StatefulResources } from './stateful-stack.js';

export interface StatelessStackProps extends StackProps {
  readonly data: StatefulResources;
  readonly config: DeploymentConfig;
}

type HandlerSpec = Omit<ServiceFunctionProps, 'environment'> & { readonly access: FunctionAccess };

export type HandlerName =
  'api' | 'ingest' | 'export' | 'fanOut' | 'attempt' | 'deadLetter' | 'sesEvents' | 'sweep' | 'expiry';

/**
 * Code and wiring, safe to destroy and redeploy: one Lambda per handler, the HTTP API, the SQS event sources,
 * the SES configuration set and feedback rule, the sweep schedule, and the alarms.
 */
export class StatelessStack extends Stack {
  /** By handler name, for tests and for stacks that extend this one. */
  readonly functions: Readonly<Record<HandlerName, lambda.IFunction>>;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, { description: 'Formbase code: Lambda functions, HTTP API, SES events, alarms', ...props });
    // Strong references (exports/imports): CloudFormation refuses to remove a table, bucket or queue while this
    // stack still uses it.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const { data, config } = props;
    const { events, delivery } = data.queues;
    const http = new PublicHttpApi(this, 'Http', { apiName: config.prefix });
    const mail = new MailSending(this, 'Mail', { mailFrom: config.mailFrom });
    const publicBaseUrl = config.publicBaseUrl ?? http.endpoint;

    // Every handler reads the whole AppConfig (shared/config.ts) at start-up, so every one gets every variable;
    // what a handler may *do* with those resources is decided by its grants, not by what it can name.
    const environment: Record<string, string> = {
      [ENV.tableName]: data.table.tableName,
      [ENV.bucketName]: data.bucket.bucketName,
      [ENV.eventsQueueUrl]: events.queue.queueUrl,
      [ENV.eventsDlqUrl]: events.dlq.queueUrl,
      [ENV.deliveryQueueUrl]: delivery.queue.queueUrl,
      [ENV.deliveryDlqUrl]: delivery.dlq.queueUrl,
      [ENV.mailFrom]: config.mailFrom,
      [ENV.publicBaseUrl]: publicBaseUrl,
      [ENV.apiRatePerSecond]: String(config.apiRate.perSecond),
      [ENV.apiRateBurst]: String(config.apiRate.burst),
    };
    const fn = (name: string, spec: HandlerSpec): lambda.IFunction => {
      const { access, ...functionProps } = spec;
      // Senders send through the configuration set, so that bounces and complaints come back to us.
      const mailEnv: Record<string, string> = access.sendMail
        ? { [ENV.sesConfigurationSet]: mail.configurationSet.configurationSetName }
        : {};
      const created = new ServiceFunction(this, name, {
        ...functionProps,
        environment: { ...environment, ...mailEnv },
      });
      grantAccess(created.role, data, access);
      return created.function;
    };
    const consume = (handler: lambda.IFunction, queue: sqs.IQueue, batchSize: number) =>
      handler.addEventSource(new SqsEventSource(queue, { batchSize, reportBatchItemFailures: true }));
    const sendMail = mail.sendGrant;

    const api = fn('Api', {
      entry: 'services/api/handlers/http.ts',
      description: 'Management API router (/v1, OAuth callbacks)',
      memorySize: 1024,
      timeout: Duration.seconds(29),
      // sendMail: the autoresponder test send.
      access: {
        table: 'readWrite',
        bucket: ['read', 'put', 'delete'],
        sendTo: [events.queue, delivery.queue],
        sendMail,
      },
    });
    const ingest = fn('Ingest', {
      entry: INGEST_ENTRY,
      bundling: INGEST_BUNDLING,
      description: 'Public form submissions, upload presigning and the hosted thank-you page (/f/{slug})',
      memorySize: 512,
      timeout: Duration.seconds(15),
      // tag: presigned uploads carry the pending tag and finalizing re-tags them (no delete: lifecycle removes rejects).
      access: { table: 'readWrite', bucket: ['read', 'put', 'tag'], sendTo: [events.queue] },
    });
    const sweep = fn('Sweep', {
      entry: 'services/ingest/handlers/sweep.ts',
      description: 'Every minute: re-sends outbox events, mails usage notices, unlocks over-quota submissions',
      memorySize: 256,
      timeout: Duration.seconds(50), // below the one-minute schedule, so runs do not overlap
      access: { table: 'readWrite', sendTo: [events.queue], sendMail },
    });
    const exportFn = fn('Export', {
      entry: 'services/exports/handlers/export.ts',
      description: 'CSV data export of one submitter',
      memorySize: 1024,
      timeout: Duration.seconds(60),
      access: { table: 'read', bucket: ['read', 'put'] },
    });
    const fanOut = fn('FanOut', {
      entry: 'services/delivery/handlers/fan-out.ts',
      description: 'Turns submission events into one delivery message per target',
      memorySize: 512,
      timeout: Duration.seconds(30),
      access: { table: 'readWrite', sendTo: [delivery.queue] },
    });
    const attempt = fn('Attempt', {
      entry: 'services/delivery/handlers/attempt.ts',
      description: 'One delivery attempt (webhook, integration, e-mail) with backoff',
      memorySize: 512,
      timeout: Duration.seconds(30),
      access: { table: 'readWrite', sendTo: [events.queue], sendMail },
    });
    const deadLetter = fn('DeadLetter', {
      entry: 'services/delivery/handlers/dead-letter.ts',
      description: 'Marks deliveries whose retries are exhausted as dead',
      memorySize: 256,
      timeout: Duration.seconds(30),
      access: { table: 'readWrite' },
    });
    const sesEvents = fn('SesEvents', {
      entry: 'services/delivery/handlers/ses-events.ts',
      description: 'SES bounces and complaints into the suppression list',
      memorySize: 256,
      timeout: Duration.seconds(30),
      // sendMail: tells the form owner once that one of their addresses is suppressed.
      access: { table: 'readWrite', sendMail },
    });
    const expiry = fn('SubmissionExpiry', {
      entry: 'services/api/handlers/submissions-expired.ts',
      description: 'Retention: keeps form counters true and deletes files when the TTL removes submissions',
      memorySize: 256,
      timeout: Duration.seconds(30),
      access: { table: 'readWrite', bucket: ['delete'] },
    });
    // Only TTL removals of submissions invoke it (a user's delete already moved the counters).
    expiry.addEventSource(
      new DynamoEventSource(data.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        bisectBatchOnError: true,
        retryAttempts: 10,
        reportBatchItemFailures: true,
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('REMOVE'),
            userIdentity: {
              type: FilterRule.isEqual('Service'),
              principalId: FilterRule.isEqual('dynamodb.amazonaws.com'),
            },
            dynamodb: { OldImage: { type: { S: FilterRule.isEqual('submission') } } },
          }),
        ],
      }),
    );
    Validations.of(expiry.role!).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams has no resource-level permission in IAM (the event source mapping needs it); it lists ' +
        'stream ARNs only. Every data action of this role is scoped to the table and its stream.',
    });
    this.functions = { api, ingest, sweep, export: exportFn, fanOut, attempt, deadLetter, sesEvents, expiry };

    http.route(api, ['ANY /v1/{proxy+}', 'GET /oauth/{type}/callback']);
    http.route(exportFn, ['GET /v1/forms/{id}/data-requests/export']);
    http.route(ingest, [
      'POST /f/{slug}',
      'OPTIONS /f/{slug}',
      'POST /f/{slug}/uploads',
      'OPTIONS /f/{slug}/uploads',
      'GET /f/{slug}/thanks',
    ]);
    consume(fanOut, events.queue, 10);
    consume(attempt, delivery.queue, 10);
    consume(deadLetter, delivery.dlq, 10);
    mail.routeFeedbackTo(sesEvents);
    new Rule(this, 'SweepSchedule', {
      description: 'Runs the ingest sweep (outbox re-sends, usage notices, quota unlocks) every minute',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new targets.LambdaFunction(sweep, { retryAttempts: 0 })], // the next run is a minute away
    });

    this.operations(config, { http, events, delivery, table: data.table });

    new CfnOutput(this, 'ApiUrl', { value: http.endpoint, description: 'Base URL of the API and form endpoints' });
    new CfnOutput(this, 'PublicBaseUrl', { value: publicBaseUrl });
    new CfnOutput(this, 'SesConfigurationSet', { value: mail.configurationSet.configurationSetName });
  }

  /** Alarms (each with its runbook in docs/operations.md), the dashboard and the saved Logs Insights queries. */
  private operations(
    config: DeploymentConfig,
    sources: { http: PublicHttpApi; events: QueuePair; delivery: QueuePair; table: StatefulResources['table'] },
  ): void {
    const { http, events, delivery, table } = sources;
    const alarms = new OperationalAlarms(this, 'Alarms', { email: config.alarmEmail });
    alarms.deadLetterQueue(
      'EventsDlq',
      events.dlq,
      'Submission events the fan-out could not process',
      RUNBOOKS.eventsDlq,
    );
    alarms.deadLetterQueue(
      'DeliveryDlq',
      delivery.dlq,
      'Exhausted deliveries not being marked dead',
      RUNBOOKS.deliveryDlq,
      {
        drained: true,
      },
    );
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
    alarms.queueAge(
      'DeliveryQueueAge',
      delivery.queue,
      'delivery queue',
      ALARM_THRESHOLDS.deliveryQueueAgeSeconds,
      RUNBOOKS.deliveryQueueAge,
    );
    alarms.dynamoThrottles('DynamoThrottles', table);
    alarms.sesReputation('SesBounceRate', 'bounce');
    alarms.sesReputation('SesComplaintRate', 'complaint');

    new OperationsDashboard(this, 'Operations', {
      dashboardName: config.prefix,
      functions: this.functions,
      api: http.api,
      queues: { events, delivery },
      table,
      alarms: alarms.alarms.map((a) => a.alarm),
    });
    const logGroupOf = (fn: lambda.IFunction) => (fn as lambda.Function).logGroup;
    new SavedLogQueries(this, 'Queries', {
      folder: config.prefix,
      functionLogs: Object.values(this.functions).map(logGroupOf),
      attemptLogs: logGroupOf(this.functions.attempt),
      accessLogs: http.accessLogs,
    });
  }
}
