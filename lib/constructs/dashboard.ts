import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  BUSINESS_METRICS,
  DELIVERY_LAG_METRIC,
  DELIVERY_METRIC_KINDS,
  DELIVERY_METRIC_OUTCOMES,
  deliveryMetricName,
  EMAIL_FEEDBACK_METRICS,
  METRIC_NAMESPACE,
  SPAM_REVIEW_METRICS,
  SUBMISSION_METRICS,
  type DeliveryMetricKind,
  type DeliveryMetricOutcome,
} from '@shared/observability/metric-catalog.js';

export interface DashboardSources {
  readonly dashboardName: string;
  readonly functions: Readonly<Record<string, lambda.IFunction>>;
  readonly api: {
    metricCount(p?: cloudwatch.MetricOptions): cloudwatch.Metric;
    metricClientError(p?: cloudwatch.MetricOptions): cloudwatch.Metric;
    metricServerError(p?: cloudwatch.MetricOptions): cloudwatch.Metric;
    metricLatency(p?: cloudwatch.MetricOptions): cloudwatch.Metric;
  };
  /** Work queues by name, each with its dead-letter queue. */
  readonly queues: Readonly<Record<string, { readonly queue: sqs.IQueue; readonly dlq: sqs.IQueue }>>;
  /** On-failure queues by name (no consumer of their own), shown beside the DLQs. */
  readonly failureQueues: Readonly<Record<string, sqs.IQueue>>;
  readonly table: dynamodb.ITable;
  readonly alarms: readonly cloudwatch.Alarm[];
}

const PERIOD = Duration.minutes(5);
const WIDE = 12;

/** One of our EMF business metrics (namespace Formbase, dimension `service`). */
export function businessMetric(name: string, statistic = 'Sum', label?: string): cloudwatch.Metric {
  const known = BUSINESS_METRICS[name];
  if (!known) throw new Error(`unknown business metric ${name}`);
  return new cloudwatch.Metric({
    namespace: METRIC_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: known.service },
    statistic,
    period: PERIOD,
    label: label ?? name,
  });
}

const graph = (title: string, left: cloudwatch.IMetric[], width = WIDE) =>
  new cloudwatch.GraphWidget({ title, left, width, height: 6 });

/**
 * The one screen of a deployment: are submissions arriving and being judged, do deliveries go out, is anything
 * piling up or failing. Business metrics first, then the AWS services under them.
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, sources: DashboardSources) {
    super(scope, id);
    const fns = Object.entries(sources.functions);
    const perFunction = (metric: (fn: lambda.IFunction) => cloudwatch.Metric, label: string) =>
      fns.map(([name, fn]) => metric(fn).with({ label: `${name} ${label}`, period: PERIOD }));
    const deliveries = (outcome: DeliveryMetricOutcome) =>
      (Object.keys(DELIVERY_METRIC_KINDS) as DeliveryMetricKind[]).map((kind) =>
        businessMetric(deliveryMetricName(kind, outcome)),
      );
    const queues = Object.entries(sources.queues);
    const throttles = (metricName: string) => sources.table.metric(metricName, { statistic: 'Sum', period: PERIOD });

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: sources.dashboardName,
      defaultInterval: Duration.hours(6),
    });
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown:
          '## Formbase\nSubmissions, spam and deliveries (business metrics, EMF) on top; the AWS services below. ' +
          'Every alarm has a runbook in docs/operations.md.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph(
        'Submissions by outcome',
        Object.values(SUBMISSION_METRICS).map((name) => businessMetric(name)),
      ),
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: [...sources.alarms], width: WIDE, height: 6 }),
    );
    this.dashboard.addWidgets(
      graph(`Deliveries ${DELIVERY_METRIC_OUTCOMES.delivered}`, deliveries('delivered'), 8),
      graph(`Deliveries ${DELIVERY_METRIC_OUTCOMES.failed} (will retry)`, deliveries('failed'), 8),
      graph(`Deliveries ${DELIVERY_METRIC_OUTCOMES.dead}`, deliveries('dead'), 8),
    );
    this.dashboard.addWidgets(
      graph(
        'Delivery lag, event to success (ms)',
        [businessMetric(DELIVERY_LAG_METRIC, 'p50', 'lag p50'), businessMetric(DELIVERY_LAG_METRIC, 'p99', 'lag p99')],
        8,
      ),
      graph(
        'E-mail bounces and complaints',
        [businessMetric(EMAIL_FEEDBACK_METRICS.bounces), businessMetric(EMAIL_FEEDBACK_METRICS.complaints)],
        8,
      ),
      graph(
        'Spam review (second stage)',
        Object.values(SPAM_REVIEW_METRICS).map((name) => businessMetric(name)),
        8,
      ),
    );
    this.dashboard.addWidgets(
      graph('API requests, 4xx, 5xx', [
        sources.api.metricCount({ period: PERIOD, statistic: 'Sum', label: 'requests' }),
        sources.api.metricClientError({ period: PERIOD, statistic: 'Sum', label: '4xx' }),
        sources.api.metricServerError({ period: PERIOD, statistic: 'Sum', label: '5xx' }),
      ]),
      graph('API latency (ms)', [
        sources.api.metricLatency({ period: PERIOD, statistic: 'p50', label: 'p50' }),
        sources.api.metricLatency({ period: PERIOD, statistic: 'p99', label: 'p99' }),
      ]),
    );
    this.dashboard.addWidgets(
      graph(
        'Lambda errors',
        perFunction((fn) => fn.metricErrors({ statistic: 'Sum' }), 'errors'),
        8,
      ),
      graph(
        'Lambda throttles',
        perFunction((fn) => fn.metricThrottles({ statistic: 'Sum' }), 'throttles'),
        8,
      ),
      graph(
        'Lambda duration p99 (ms)',
        perFunction((fn) => fn.metricDuration({ statistic: 'p99' }), 'p99'),
        8,
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'Lambda concurrency',
        perFunction((fn) => fn.metric('ConcurrentExecutions', { statistic: 'Maximum' }), 'concurrency'),
        8,
      ),
      graph(
        'Queue depth (visible messages)',
        queues.map(([name, q]) =>
          q.queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum', label: name }),
        ),
        8,
      ),
      graph(
        'Age of oldest message (s)',
        queues.map(([name, q]) =>
          q.queue.metricApproximateAgeOfOldestMessage({ period: PERIOD, statistic: 'Maximum', label: name }),
        ),
        8,
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'Dead-letter and on-failure queue depth',
        [
          ...queues.map(([name, q]) =>
            q.dlq.metricApproximateNumberOfMessagesVisible({
              period: PERIOD,
              statistic: 'Maximum',
              label: `${name} DLQ`,
            }),
          ),
          ...Object.entries(sources.failureQueues).map(([name, queue]) =>
            queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum', label: name }),
          ),
        ],
        8,
      ),
      graph('DynamoDB throttled requests', [throttles('ReadThrottleEvents'), throttles('WriteThrottleEvents')], 8),
      graph(
        'DynamoDB consumed capacity (units)',
        [
          sources.table.metricConsumedReadCapacityUnits({ period: PERIOD, statistic: 'Sum', label: 'read units' }),
          sources.table.metricConsumedWriteCapacityUnits({ period: PERIOD, statistic: 'Sum', label: 'write units' }),
        ],
        8,
      ),
    );
  }
}
