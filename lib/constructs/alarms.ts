import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRIC_NAMESPACE, SPAM_REVIEW_METRICS } from '@shared/observability/metric-catalog.js';

/**
 * The runbook section (an anchor of docs/operations.md) for each kind of alarm. Every alarm names its runbook in
 * its description; a test checks that the document has exactly these sections.
 */
export const RUNBOOKS = {
  eventsDlq: 'events-dlq',
  deliveryDlq: 'delivery-dlq',
  sesFeedbackDlq: 'ses-feedback-dlq',
  streamFailures: 'stream-failures',
  functionErrors: 'function-errors',
  ingestThrottles: 'ingest-throttles',
  api5xxRate: 'api-5xx-rate',
  ingestLatency: 'ingest-p99-latency',
  eventsQueueAge: 'events-queue-age',
  deliveryQueueAge: 'delivery-queue-age',
  tableStreamAge: 'table-stream-age',
  dynamoThrottles: 'dynamodb-throttles',
  sesBounceRate: 'ses-bounce-rate',
  sesComplaintRate: 'ses-complaint-rate',
  spamReviewFallback: 'spam-review-fallback',
  exportsDlq: 'exports-dlq',
} as const;
export type Runbook = (typeof RUNBOOKS)[keyof typeof RUNBOOKS];

/** Thresholds of the alarms, in one place (the runbooks quote them). */
export const ALARM_THRESHOLDS = {
  /** Percent of API requests answered 5xx over 5 minutes (twice in a row), once at least 20 requests came in. */
  api5xxPercent: 1,
  api5xxMinRequests: 20,
  /** Ingest invocation p99 in milliseconds over 5 minutes, three periods in a row. */
  ingestP99Ms: 2_000,
  /** Seconds the oldest events message may wait (the fan-out normally takes it within a second). */
  eventsQueueAgeSeconds: 300,
  /**
   * Seconds the oldest delivery message may wait. SQS leaves a message received three or more times out of this
   * metric, and our retry schedule's third try comes after ~5 minutes, so only first tries count: 15 minutes is
   * a backlog, not a backoff.
   */
  deliveryQueueAgeSeconds: 900,
  /**
   * Seconds the table-stream consumer may lag behind (normally 2-3: its batching window). A record it keeps failing
   * holds the shard, and the stream drops records after 24 hours: counters and analytics would stay wrong, and new
   * submissions would never be announced to the delivery pipeline. The same 15 minutes as the delivery queue's age:
   * a new submission's webhook is then as late as a backlogged first try.
   */
  tableStreamAgeSeconds: 900,
  /** SES reviews an account from a 5 % bounce rate and a 0.1 % complaint rate (SES's own reputation metrics). */
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
} as const;

interface AlarmSpec {
  readonly metric: cloudwatch.IMetric;
  readonly description: string;
  readonly runbook: Runbook;
  readonly threshold?: number;
  readonly evaluationPeriods?: number;
}

/**
 * The operational alarms. Each names its runbook in docs/operations.md and treats missing data as OK (no traffic
 * is not a failure). With an `email`, alarm and recovery notifications go to an SNS topic with that subscription
 * (the recipient confirms it once); without, the alarms are visible in the CloudWatch console only.
 */
export class OperationalAlarms extends Construct {
  private readonly action?: SnsAction;
  /** Every alarm created, with its runbook, for the dashboard and the tests. */
  readonly alarms: { readonly alarm: cloudwatch.Alarm; readonly runbook: Runbook }[] = [];

  constructor(scope: Construct, id: string, props: { readonly email?: string }) {
    super(scope, id);
    if (props.email) {
      const topic = new sns.Topic(this, 'Topic', { displayName: 'Formbase alarms', enforceSSL: true });
      topic.addSubscription(new EmailSubscription(props.email));
      Validations.of(topic).acknowledge({
        id: 'AwsSolutions-SNS2',
        reason:
          'The topic carries alarm state changes only (alarm name, metric, threshold), no personal data. CloudWatch ' +
          'cannot publish to a topic encrypted with the AWS-managed aws/sns key, so SSE would need a customer-managed ' +
          'KMS key and key policy for no confidentiality gain.',
      });
      this.action = new SnsAction(topic);
    }
  }

  /**
   * Messages waiting in a dead-letter queue: something gave up and needs a look. A DLQ that a handler drains
   * (`drained`) holds messages for a moment on every redrive, so there the alarm waits for 15 minutes of backlog.
   */
  deadLetterQueue(id: string, queue: sqs.IQueue, what: string, runbook: Runbook, options: { drained?: boolean } = {}) {
    if (options.drained) {
      const metric = queue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Minimum',
      });
      return this.add(id, {
        metric,
        description: `${what}: dead-letter queue not drained for 15 minutes`,
        runbook,
        evaluationPeriods: 3,
      });
    }
    const metric = queue.metricApproximateNumberOfMessagesVisible({
      period: Duration.minutes(1),
      statistic: 'Maximum',
    });
    return this.add(id, { metric, description: `${what}: messages in the dead-letter queue`, runbook });
  }

  /** Invocations that ended in an unhandled error (including timeouts). */
  functionErrors(id: string, fn: lambda.IFunction, what: string) {
    const metric = fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' });
    return this.add(id, { metric, description: `${what}: invocation errors`, runbook: RUNBOOKS.functionErrors });
  }

  /** Invocations Lambda refused for lack of concurrency. */
  functionThrottles(id: string, fn: lambda.IFunction, what: string) {
    const metric = fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' });
    return this.add(id, { metric, description: `${what}: throttled invocations`, runbook: RUNBOOKS.ingestThrottles });
  }

  /** Share of API requests (all routes) answered 5xx, ignoring quiet periods. */
  apiServerErrorRate(
    id: string,
    api: {
      metricServerError(p?: cloudwatch.MetricOptions): cloudwatch.Metric;
      metricCount(p?: cloudwatch.MetricOptions): cloudwatch.Metric;
    },
  ) {
    const period = Duration.minutes(5);
    const metric = new cloudwatch.MathExpression({
      expression: `IF(requests >= ${ALARM_THRESHOLDS.api5xxMinRequests}, 100 * errors / requests, 0)`,
      usingMetrics: {
        errors: api.metricServerError({ period, statistic: 'Sum' }),
        requests: api.metricCount({ period, statistic: 'Sum' }),
      },
      label: 'API 5xx %',
      period,
    });
    return this.add(id, {
      metric,
      description: `API: more than ${ALARM_THRESHOLDS.api5xxPercent} % of requests answered 5xx`,
      runbook: RUNBOOKS.api5xxRate,
      threshold: ALARM_THRESHOLDS.api5xxPercent,
      evaluationPeriods: 2,
    });
  }

  /** Slow form posts: the ingest function's p99 duration. */
  ingestLatency(id: string, ingest: lambda.IFunction) {
    const metric = ingest.metricDuration({ period: Duration.minutes(5), statistic: 'p99' });
    return this.add(id, {
      metric,
      description: `ingest: p99 duration above ${ALARM_THRESHOLDS.ingestP99Ms} ms for 15 minutes`,
      runbook: RUNBOOKS.ingestLatency,
      threshold: ALARM_THRESHOLDS.ingestP99Ms,
      evaluationPeriods: 3,
    });
  }

  /** A queue whose oldest message waits too long: its consumer is failing, throttled or too slow. */
  queueAge(id: string, queue: sqs.IQueue, what: string, seconds: number, runbook: Runbook) {
    const metric = queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: 'Maximum' });
    return this.add(id, {
      metric,
      description: `${what}: oldest message older than ${seconds} s`,
      runbook,
      threshold: seconds,
      evaluationPeriods: 2,
    });
  }

  /**
   * Age of the last stream record a consumer read: failures it reports record by record are retried without an
   * invocation error, so this is what shows a stuck shard.
   */
  streamAge(id: string, fn: lambda.IFunction, what: string, seconds: number) {
    const metric = fn.metric('IteratorAge', { period: Duration.minutes(5), statistic: 'Maximum' });
    return this.add(id, {
      metric,
      description: `${what}: table stream records waiting longer than ${seconds} s`,
      runbook: RUNBOOKS.tableStreamAge,
      threshold: seconds * 1000,
      evaluationPeriods: 2,
    });
  }

  /**
   * Batches the second stage of spam protection passed on with ingest's verdicts because its review model failed or
   * overran (`SpamReviewFallbacks`): deliveries went out, but without the final verdict.
   */
  spamReviewFallbacks(id: string) {
    const metric = new cloudwatch.Metric({
      namespace: METRIC_NAMESPACE,
      metricName: SPAM_REVIEW_METRICS.fallbacks,
      dimensionsMap: { service: 'delivery' },
      period: Duration.minutes(5),
      statistic: 'Sum',
    });
    return this.add(id, {
      metric,
      description: 'Spam review: submissions passed on with the first spam verdict (review model failed)',
      runbook: RUNBOOKS.spamReviewFallback,
    });
  }

  /** Requests DynamoDB refused (a hot partition, or an account/table limit), reads and writes, table and indexes. */
  dynamoThrottles(id: string, table: dynamodb.ITable) {
    const period = Duration.minutes(5);
    const metric = new cloudwatch.MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: table.metric('ReadThrottleEvents', { period, statistic: 'Sum' }),
        writes: table.metric('WriteThrottleEvents', { period, statistic: 'Sum' }),
      },
      label: 'DynamoDB throttle events',
      period,
    });
    return this.add(id, {
      metric,
      description: 'DynamoDB: throttled requests',
      runbook: RUNBOOKS.dynamoThrottles,
      evaluationPeriods: 2,
    });
  }

  /** SES's own account reputation rates (a fraction), at the levels where SES starts a review. */
  sesReputation(id: string, kind: 'bounce' | 'complaint') {
    const metricName = kind === 'bounce' ? 'Reputation.BounceRate' : 'Reputation.ComplaintRate';
    const threshold = kind === 'bounce' ? ALARM_THRESHOLDS.sesBounceRate : ALARM_THRESHOLDS.sesComplaintRate;
    const metric = new cloudwatch.Metric({
      namespace: 'AWS/SES',
      metricName,
      period: Duration.hours(1),
      statistic: 'Maximum',
    });
    return this.add(id, {
      metric,
      description: `SES: ${kind} rate above ${threshold * 100} % (SES reviews the account from here)`,
      runbook: kind === 'bounce' ? RUNBOOKS.sesBounceRate : RUNBOOKS.sesComplaintRate,
      threshold,
    });
  }

  private add(id: string, spec: AlarmSpec): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric: spec.metric,
      threshold: spec.threshold ?? 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: spec.evaluationPeriods ?? 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `${spec.description}. Runbook: docs/operations.md#${spec.runbook}`,
    });
    if (this.action) {
      alarm.addAlarmAction(this.action);
      alarm.addOkAction(this.action);
    }
    this.alarms.push({ alarm, runbook: spec.runbook });
    return alarm;
  }
}
