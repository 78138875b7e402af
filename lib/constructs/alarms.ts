import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/**
 * The operational alarms. Every alarm fires on "more than zero" over a short window and treats missing data as OK
 * (no traffic is not a failure). With an `email`, alarm and recovery notifications go to an SNS topic with that
 * subscription (the recipient confirms it once); without, the alarms are visible in the CloudWatch console only.
 */
export class OperationalAlarms extends Construct {
  private readonly action?: SnsAction;

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
  deadLetterQueue(id: string, queue: sqs.IQueue, what: string, options: { drained?: boolean } = {}): cloudwatch.Alarm {
    if (options.drained) {
      const metric = queue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Minimum',
      });
      return this.add(id, metric, `${what}: dead-letter queue not drained for 15 minutes`, 3);
    }
    const metric = queue.metricApproximateNumberOfMessagesVisible({
      period: Duration.minutes(1),
      statistic: 'Maximum',
    });
    return this.add(id, metric, `${what}: messages in the dead-letter queue`);
  }

  /** Invocations that ended in an unhandled error (including timeouts). */
  functionErrors(id: string, fn: lambda.IFunction, what: string): cloudwatch.Alarm {
    return this.add(
      id,
      fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      `${what}: invocation errors`,
    );
  }

  /** Invocations Lambda refused for lack of concurrency. */
  functionThrottles(id: string, fn: lambda.IFunction, what: string): cloudwatch.Alarm {
    return this.add(
      id,
      fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
      `${what}: throttled invocations`,
    );
  }

  private add(id: string, metric: cloudwatch.IMetric, description: string, evaluationPeriods = 1): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric,
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `${description} (see docs/deploy.md)`,
    });
    if (this.action) {
      alarm.addAlarmAction(this.action);
      alarm.addOkAction(this.action);
    }
    return alarm;
  }
}
