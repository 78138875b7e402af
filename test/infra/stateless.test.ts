import { describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import type { DeliveryChannel } from '@shared/domain/delivery/deliveries.js';
import { FUNCTIONS } from '@shared/infra/functions.js';
import { DELIVERY_QUEUES, QUEUE_DEFINITIONS, type QueueKey } from '@shared/infra/definition.js';
import { ACCESS_LOG_FIELDS, STAGE_THROTTLE } from '@lib/constructs/public-http-api.js';
import { SES_FEEDBACK_DETAIL_TYPES } from '@lib/constructs/mail.js';
import type { HandlerName } from '@lib/stacks/stateless-stack.js';
import { logicalIdOf as logicalId, synthesize } from './synth.js';

const dev = synthesize();
const custom = synthesize({
  stage: 'prod',
  mailFrom: 'forms@acme.example',
  alarmEmail: 'ops@acme.example',
  publicBaseUrl: 'https://forms.acme.example/',
});
const template = dev.statelessTemplate;
const fns = dev.stateless.functions;

const fnRef = (fn: lambda.IFunction) => ({ Ref: logicalId(fn) });
/** A value the stateless stack imports from the stateful stack's resource `construct`. */
const importOf = (construct: IConstruct) => ({
  'Fn::ImportValue': Match.stringLikeRegexp(`Output\\w*${logicalId(construct)}`),
});

describe('stateless stack: functions', () => {
  it('is named after the stage', () => {
    expect(dev.stateless.stackName).toBe('Formbase-dev-Stateless');
    expect(custom.stateless.stackName).toBe('Formbase-prod-Stateless');
  });

  it('runs every handler on Node 22 / arm64 with the whole runtime environment and a one-month log group', () => {
    const variables = Object.fromEntries(
      [
        'TABLE_NAME',
        'BUCKET_NAME',
        'EVENTS_QUEUE_URL',
        'EVENTS_DLQ_URL',
        'DELIVERY_QUEUE_URL',
        'DELIVERY_DLQ_URL',
        'EMAIL_DELIVERY_QUEUE_URL',
        'EMAIL_DELIVERY_DLQ_URL',
        'INTEGRATION_DELIVERY_QUEUE_URL',
        'INTEGRATION_DELIVERY_DLQ_URL',
      ].map((name) => [name, Match.anyValue()]),
    );
    // Besides the handlers: CDK's own custom-resource functions (dashboard upload, bucket emptying), named Custom*.
    const handlers = Object.keys(template.findResources('AWS::Lambda::Function')).filter(
      (id) => !id.startsWith('Custom'),
    );
    expect(handlers).toHaveLength(Object.keys(fns).length);
    for (const fn of Object.values(fns)) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        FunctionName: Match.absent(),
        Role: { 'Fn::GetAtt': [logicalId(fn.role!), 'Arn'] },
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: Match.anyValue(),
        Timeout: Match.anyValue(),
        LoggingConfig: { LogGroup: { Ref: Match.anyValue() } },
        Environment: {
          Variables: Match.objectLike({
            ...variables,
            MAIL_FROM: 'forms@example.com',
            PUBLIC_BASE_URL: { 'Fn::GetAtt': [Match.stringLikeRegexp('^HttpApi'), 'ApiEndpoint'] },
            NODE_OPTIONS: '--enable-source-maps',
          }),
        },
      });
    }
    // One log group per function plus the API access log, all kept for a month.
    const monthLong = template.findResources('AWS::Logs::LogGroup', { Properties: { RetentionInDays: 30 } });
    expect(Object.keys(monthLong)).toHaveLength(Object.keys(fns).length + 1);
  });

  it('sizes each function for its job', () => {
    const resources = template.toJSON().Resources;
    const expectSize = (fn: lambda.IFunction, MemorySize: number, Timeout: number) =>
      expect(resources[logicalId(fn)].Properties).toMatchObject({ MemorySize, Timeout });
    for (const api of [fns.api, fns.apiSubmissions, fns.apiWebhooks, fns.apiMail, fns.apiIntegrations])
      expectSize(api, 1024, 29);
    expectSize(fns.ingest, 512, 28);
    expectSize(fns.export, 1024, 60);
    expectSize(fns.webhookAttempt, 512, 30);
    expectSize(fns.emailAttempt, 512, 30);
    expectSize(fns.integrationAttempt, 512, 30);
  });

  it('takes mailFrom, the public URL and the configuration set from context and construct', () => {
    const attempt = custom.statelessTemplate.toJSON().Resources[logicalId(custom.stateless.functions.emailAttempt)];
    expect(attempt.Properties.Environment.Variables).toMatchObject({
      MAIL_FROM: 'forms@acme.example',
      PUBLIC_BASE_URL: 'https://forms.acme.example',
      SES_CONFIGURATION_SET: {
        Ref: logicalId(custom.stateless.node.findChild('Mail').node.findChild('ConfigurationSet')),
      },
    });
  });

  it('consumes the queues with partial batch responses, a concurrency cap and six times the consumer timeout of visibility', () => {
    const queues = dev.stateful.resources.queues;
    const consumers = [
      { fn: fns.fanOut, queue: queues.events.queue, visibility: QUEUE_DEFINITIONS.events.visibilityTimeoutSeconds },
      {
        fn: fns.spamReview,
        queue: queues.spamReview.queue,
        visibility: QUEUE_DEFINITIONS.spamReview.visibilityTimeoutSeconds,
      },
      // One export per invocation: a run can take the function's whole 15 minutes.
      {
        fn: fns.exportJob,
        queue: queues.exports.queue,
        visibility: QUEUE_DEFINITIONS.exports.visibilityTimeoutSeconds,
        batchSize: 1,
      },
      ...(Object.entries(DELIVERY_QUEUES) as [DeliveryChannel, QueueKey][]).flatMap(([channel, key]) => [
        {
          fn: fns[`${channel}Attempt`],
          queue: queues[key].queue,
          visibility: QUEUE_DEFINITIONS[key].visibilityTimeoutSeconds,
        },
        { fn: fns.deadLetter, queue: queues[key].dlq, visibility: QUEUE_DEFINITIONS[key].visibilityTimeoutSeconds },
      ]),
    ];
    // The queue consumers, plus one reader of the table stream (DynamoDB Streams throttles a third reader per shard).
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', consumers.length + 1);
    for (const { fn, queue, visibility, batchSize = 10 } of consumers as ((typeof consumers)[number] & {
      batchSize?: number;
    })[]) {
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: fnRef(fn),
        EventSourceArn: importOf(queue),
        BatchSize: batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        ScalingConfig: { MaximumConcurrency: Match.anyValue() },
      });
      // AWS's guidance: at least six times the function timeout, so a throttled receive cannot reappear meanwhile.
      expect(6 * template.toJSON().Resources[logicalId(fn)].Properties.Timeout).toBeLessThanOrEqual(visibility);
    }
    // Together the queue consumers can never take more than a small share of the default 1,000 concurrency.
    const caps = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'))
      .map((m) => (m.Properties.ScalingConfig as { MaximumConcurrency?: number } | undefined)?.MaximumConcurrency ?? 0)
      .reduce((a, b) => a + b, 0);
    expect(caps).toBeLessThanOrEqual(50);
  });

  it('updates the table-stream consumer (which announces new and unlocked submissions) before ingest and the sweep', () => {
    const resources = template.toJSON().Resources;
    const consumer = logicalId(fns.submissionStream);
    const [mapping] = Object.keys(
      template.findResources('AWS::Lambda::EventSourceMapping', { Properties: { FunctionName: { Ref: consumer } } }),
    );
    expect(mapping).toBeDefined();
    for (const sender of [fns.ingest, fns.sweep])
      expect(resources[logicalId(sender)].DependsOn).toEqual(expect.arrayContaining([consumer, mapping]));
  });
});

describe('stateless stack: schedule', () => {
  it('runs the sweep every minute, without retries (the next run is the retry)', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(fns.sweep), 'Arn'] } })],
    });
    expect(template.toJSON().Resources[logicalId(fns.sweep)].Properties.Timeout).toBeLessThan(60);
  });
});

describe('stateless stack: HTTP API', () => {
  const routeTarget = (t: Template, routeKey: string) => {
    const routes = Object.values(t.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }));
    expect(routes, routeKey).toHaveLength(1);
    const target = routes[0]!.Properties.Target['Fn::Join'][1][1].Ref as string;
    return t.toJSON().Resources[target].Properties;
  };

  /** Every route key the manifest gives a function, derived from the route declarations. */
  const declared = Object.entries(FUNCTIONS).flatMap(([fn, def]) =>
    def.triggers.flatMap((t) => (t.type === 'http' ? t.routes.map((routeKey) => [routeKey, fn] as const) : [])),
  );

  it.each(declared)('routes %s to the %s function', (routeKey, fn) => {
    expect(routeTarget(template, routeKey)).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [logicalId(fns[fn as HandlerName]), 'Arn'] },
    });
  });

  it.each([
    ['ANY /v1/{proxy+}', 'api'],
    ['ANY /v1/forms/{id}/submissions', 'apiSubmissions'],
    ['ANY /v1/webhooks/{wid}/replays', 'apiWebhooks'],
    ['ANY /v1/forms/{id}/autoresponder', 'apiMail'],
    ['GET /oauth/{type}/callback', 'apiIntegrations'],
    ['ANY /v1/me', 'apiAccounts'],
    ['ANY /v1/me/passkeys', 'apiPasskeys'],
    ['ANY /v1/forms/{id}/data-requests/export', 'export'],
    ['POST /f/{public_slug}', 'ingest'],
    ['OPTIONS /f/{public_slug}', 'ingest'],
    ['POST /f/{public_slug}/uploads', 'ingest'],
    ['GET /f/{public_slug}/thanks', 'ingest'],
  ] as const)('derives %s for the %s function', (routeKey, fn: HandlerName) => {
    expect(declared).toContainEqual([routeKey, fn]);
  });

  it('has exactly those routes and leaves CORS to the ingest handler', () => {
    expect(new Set(declared.map(([key]) => key)).size).toBe(declared.length);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', declared.length);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
  });

  it('throttles the $default stage and writes JSON access logs without the source IP', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
      },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
    });
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    const format: string = stage!.Properties.AccessLogSettings.Format;
    expect(JSON.parse(format)).toEqual(ACCESS_LOG_FIELDS);
    expect(format).toContain('$context.requestId');
    expect(format).not.toMatch(/sourceIp|userAgent/);
  });
});

describe('stateless stack: SES feedback', () => {
  it('publishes bounces, complaints and deliveries of its configuration set to the default event bus', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint', 'delivery'],
        EventBridgeDestination: { EventBusArn: Match.anyValue() },
      },
    });
    const [destination] = Object.values(template.findResources('AWS::SES::ConfigurationSetEventDestination'));
    expect(JSON.stringify(destination!.Properties.EventDestination.EventBridgeDestination)).toMatch(
      /:event-bus\/default"/,
    );
  });

  it('routes them to the ses-events handler', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': [...SES_FEEDBACK_DETAIL_TYPES],
        detail: { mail: { tags: { 'ses:configuration-set': [{ Ref: Match.stringLikeRegexp('ConfigurationSet') }] } } },
      },
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(fns.sesEvents), 'Arn'] } })],
    });
  });
});

describe('stateless stack: alarms and outputs', () => {
  it('alarms when either dead-letter queue holds messages', () => {
    for (const { dlq } of Object.values(dev.stateful.resources.queues)) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: importOf(dlq) }],
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
      });
    }
  });

  it('alarms on errors of every function and on ingest throttles', () => {
    for (const fn of Object.values(fns)) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: fnRef(fn) }],
        Threshold: 0,
      });
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Throttles',
      Dimensions: [{ Name: 'FunctionName', Value: fnRef(fns.ingest) }],
    });
  });

  it('notifies by e-mail only when alarmEmail is set', () => {
    template.resourceCountIs('AWS::SNS::Topic', 0);
    const t = custom.statelessTemplate;
    t.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@acme.example' });
    const [topicId] = Object.keys(t.findResources('AWS::SNS::Topic'));
    const alarms = Object.values(t.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.Properties).toMatchObject({ AlarmActions: [{ Ref: topicId }], OKActions: [{ Ref: topicId }] });
    }
  });

  it('outputs the API URL', () => {
    template.hasOutput('ApiUrl', { Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^HttpApi'), 'ApiEndpoint'] } });
  });

  it('has no circular references between its resources', () => {
    const resources = template.toJSON().Resources as Record<string, { DependsOn?: string[] }>;
    const refsIn = (value: unknown, out = new Set<string>()): Set<string> => {
      if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
      else if (value && typeof value === 'object') {
        for (const [key, v] of Object.entries(value)) {
          if (key === 'Ref' && typeof v === 'string' && v in resources) out.add(v);
          else if (key === 'Fn::GetAtt' && Array.isArray(v) && (v[0] as string) in resources) out.add(v[0] as string);
          else refsIn(v, out);
        }
      }
      return out;
    };
    const edges = new Map(Object.entries(resources).map(([id, r]) => [id, [...refsIn(r), ...(r.DependsOn ?? [])]]));
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (id: string, path: string[]): void => {
      if (state.get(id) === 'done') return;
      if (state.get(id) === 'visiting') throw new Error(`cycle: ${[...path, id].join(' → ')}`);
      state.set(id, 'visiting');
      for (const next of edges.get(id) ?? []) visit(next, [...path, id]);
      state.set(id, 'done');
    };
    expect(() => edges.forEach((_, id) => visit(id, []))).not.toThrow();
  });
});

describe('SES feedback consumer', () => {
  it('sends an event that failed three times (two asynchronous retries) to its dead-letter queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: fnRef(fns.sesEvents),
      MaximumRetryAttempts: 2,
      DestinationConfig: {
        OnFailure: { Destination: importOf(dev.stateful.resources.failureQueues.sesFeedback) },
      },
    });
  });
});

describe('submission stream consumer', () => {
  it('is the only reader of the table stream, bounded: 50 retries or an hour, then the range goes to the on-failure queue', () => {
    const streamReaders = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).filter(
      (m) => m.Properties.StartingPosition !== undefined,
    );
    expect(streamReaders).toHaveLength(1);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: fnRef(fns.submissionStream),
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 1000,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 50,
      MaximumRecordAgeInSeconds: 3600,
      // A split batch would get new batch ids, which the counters could not recognise.
      BisectBatchOnFunctionError: false,
      DestinationConfig: {
        OnFailure: { Destination: importOf(dev.stateful.resources.failureQueues.streamFailures) },
      },
      // Only submission items invoke it: the rollups, counters and markers it writes itself do not.
      FilterCriteria: {
        Filters: [
          { Pattern: JSON.stringify({ dynamodb: { NewImage: { type: { S: ['submission'] } } } }) },
          { Pattern: JSON.stringify({ dynamodb: { OldImage: { type: { S: ['submission'] } } } }) },
        ],
      },
    });
    dev.statefulTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });
});

describe('stateless stack: OAuth app secrets', () => {
  const withApps = synthesize({ googleClientId: 'g-id' });
  const resources = withApps.statelessTemplate.toJSON().Resources;
  const mappings = withApps.statelessTemplate.toJSON().Mappings as Record<
    string,
    Record<string, Record<string, unknown>>
  >;
  const readers = (Object.keys(withApps.stateless.functions) as HandlerName[]).filter((name) =>
    JSON.stringify(
      resources[logicalId(withApps.stateless.functions[name].role!.node.findChild('DefaultPolicy'))] ?? {},
    ).includes('ssm:GetParameter'),
  );

  it('reads them through the parameters extension in exactly the functions allowed to read them', () => {
    expect(readers.sort()).toEqual(['apiIntegrations', 'integrationAttempt']);
    for (const name of Object.keys(withApps.stateless.functions) as HandlerName[]) {
      const props = resources[logicalId(withApps.stateless.functions[name])].Properties;
      // The layer's ARN by region, from the mapping CDK writes (the arm64 build, as the functions are arm64).
      const layers = (props.Layers ?? []) as { 'Fn::FindInMap': [string, unknown, string] }[];
      const arns = layers.map(({ 'Fn::FindInMap': [map, , key] }) => mappings[map]!['eu-west-1']![key] as string);
      expect(arns, name).toEqual(
        readers.includes(name)
          ? [expect.stringMatching(/:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:/)]
          : [],
      );
    }
  });

  it('adds no extension when no OAuth app is configured', () => {
    for (const fn of Object.values(fns))
      expect(template.toJSON().Resources[logicalId(fn)].Properties.Layers).toBeUndefined();
  });
});
