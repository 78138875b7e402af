import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  BUCKET_DEFINITION,
  DELIVERY_QUEUE_KEYS,
  deliveryMaxReceiveCount,
  FAILURE_QUEUES,
  QUEUE_DEFINITIONS,
  TABLE_DEFINITION,
  dlqName,
  indexProjection,
  type FailureQueueDefinition,
  type FailureQueueKey,
  type IndexDefinition,
  type QueueDefinition,
  type QueueKey,
} from '@shared/infra/definition.js';

/** A work queue and the dead-letter queue SQS redrives to after `maxReceiveCount` receives. */
export interface QueuePair {
  readonly queue: sqs.IQueue;
  readonly dlq: sqs.IQueue;
}

/** What the stateless stack needs from this one. */
export interface StatefulResources {
  readonly table: dynamodb.ITable;
  readonly bucket: s3.IBucket;
  readonly queues: Readonly<Record<QueueKey, QueuePair>>;
  /** Where consumers without a queue of their own put what they gave up on (`FAILURE_QUEUES`). */
  readonly failureQueues: Readonly<Record<FailureQueueKey, sqs.IQueue>>;
  /** Seals integration credentials (encryption context: tenant and integration id). */
  readonly credentialsKey: kms.IKey;
}

export interface StatefulStackProps extends StackProps {
  /** `Formbase-<stage>`: prefix of the physical queue names (same shape as `local/resources.ts`). */
  readonly prefix: string;
  /** The delivery retry schedule (`-c deliverySchedule`): the delivery queues redrive after its first try and retries. */
  readonly deliverySchedule?: readonly number[];
}

const S = dynamodb.AttributeType.STRING;

/** The single table of `TABLE_DEFINITION`: on-demand, PITR, encrypted, protected against deletion and retained. */
function buildTable(scope: Construct): dynamodb.Table {
  const def = TABLE_DEFINITION;
  const table = new dynamodb.Table(scope, def.logicalName, {
    partitionKey: { name: def.partitionKey, type: S },
    sortKey: { name: def.sortKey, type: S },
    billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
    timeToLiveAttribute: def.ttlAttribute,
    // Both images: the submission stream consumer derives form counters, plan usage and analytics from every
    // submission change, and deletes the files of what retention removed.
    stream: dynamodb.StreamViewType[def.streamView],
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    encryption: dynamodb.TableEncryption.AWS_MANAGED,
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  for (const index of def.globalIndexes as readonly IndexDefinition[]) {
    const projection = indexProjection(index);
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: S },
      sortKey: { name: index.sortKey, type: S },
      projectionType: dynamodb.ProjectionType[projection.type],
      nonKeyAttributes: projection.attributes ? [...projection.attributes] : undefined,
    });
  }
  return table;
}

/** The private files bucket: uploads arrive by presigned PUT from browsers (CORS from `BUCKET_DEFINITION`). */
function buildBucket(scope: Construct): s3.Bucket {
  const { cors, uploads } = BUCKET_DEFINITION;
  const bucket = new s3.Bucket(scope, BUCKET_DEFINITION.logicalName, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    versioned: false,
    cors: [
      {
        allowedMethods: cors.allowedMethods.map((method) => s3.HttpMethods[method]),
        allowedOrigins: [...cors.allowedOrigins],
        allowedHeaders: [...cors.allowedHeaders],
        exposedHeaders: [...cors.exposedHeaders],
        maxAge: cors.maxAgeSeconds,
      },
    ],
    lifecycleRules: [
      { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      // Large data-request exports are personal data behind a 15-minute link: gone the next day.
      { id: 'expire-exports', prefix: 'exports/', expiration: Duration.days(1) },
      // Uploads no submission kept (never submitted, or rejected at finalize) still carry the pending tag.
      {
        id: 'expire-unsubmitted-uploads',
        prefix: uploads.prefix,
        tagFilters: { [uploads.tagKey]: uploads.pending },
        expiration: Duration.days(uploads.expireAfterDays),
      },
    ],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason:
      "Server access logs would copy every public form visitor's IP address and presigned-URL query into a second " +
      'bucket with no retention story (personal data). Object writes are already attributable through the table ' +
      '(each upload slot is issued per form and submission); enable CloudTrail S3 data events if an audit trail is needed.',
  });
  return bucket;
}

const pascal = (name: string) => name.replace(/(^|[-_])(\w)/g, (_m, _sep, c: string) => c.toUpperCase());

/** A queue of `QUEUE_DEFINITIONS` and its DLQ; both SSE (SQS-managed) and TLS-only. */
function buildQueuePair(scope: Construct, prefix: string, def: QueueDefinition): QueuePair {
  const common = {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.seconds(def.retentionSeconds),
    // A DLQ consumer gets the same processing window as the queue it backs.
    visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
  };
  const dlq = new sqs.Queue(scope, pascal(dlqName(def)), { ...common, queueName: `${prefix}-${dlqName(def)}` });
  const queue = new sqs.Queue(scope, `${pascal(def.name)}Queue`, {
    ...common,
    queueName: `${prefix}-${def.name}`,
    deadLetterQueue: { queue: dlq, maxReceiveCount: def.maxReceiveCount },
  });
  return { queue, dlq };
}

/** A queue of `FAILURE_QUEUES`: SSE (SQS-managed), TLS-only, read by the operator (no consumer, so no DLQ). */
function buildFailureQueue(scope: Construct, prefix: string, def: FailureQueueDefinition): sqs.Queue {
  const queue = new sqs.Queue(scope, `${pascal(def.name)}Queue`, {
    queueName: `${prefix}-${def.name}`,
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.seconds(def.retentionSeconds),
  });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason:
      'This queue is itself where failed work ends up (an on-failure destination); nothing consumes it ' +
      'automatically, so nothing could fail on it and need a dead-letter queue. Its alarm pages on any message.',
  });
  return queue;
}

/** Data that outlives deployments: the table, the files bucket, the queues (and their DLQs). */
export class StatefulStack extends Stack {
  readonly resources: StatefulResources;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, { description: 'Formbase data: DynamoDB table, files bucket, SQS queues', ...props });
    const table = buildTable(this);
    const bucket = buildBucket(this);
    const queues = Object.fromEntries(
      Object.entries(QUEUE_DEFINITIONS).map(([key, def]) => [
        key,
        buildQueuePair(
          this,
          props.prefix,
          props.deliverySchedule && DELIVERY_QUEUE_KEYS.includes(key as QueueKey)
            ? { ...def, maxReceiveCount: deliveryMaxReceiveCount(props.deliverySchedule) }
            : def,
        ),
      ]),
    ) as Record<QueueKey, QueuePair>;
    // Retained with the table: sealed credentials in it are unreadable without this key.
    const credentialsKey = new kms.Key(this, 'CredentialsKey', {
      description: 'Formbase: seals integration credentials stored in the table',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const failureQueues = Object.fromEntries(
      Object.entries(FAILURE_QUEUES).map(([key, def]) => [key, buildFailureQueue(this, props.prefix, def)]),
    ) as Record<FailureQueueKey, sqs.Queue>;
    this.resources = { table, bucket, queues, failureQueues, credentialsKey };

    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'BucketName', { value: bucket.bucketName });
    for (const [key, pair] of Object.entries(queues)) {
      new CfnOutput(this, `${pascal(key)}QueueUrl`, { value: pair.queue.queueUrl });
      new CfnOutput(this, `${pascal(key)}DlqUrl`, { value: pair.dlq.queueUrl });
    }
    for (const [key, queue] of Object.entries(failureQueues))
      new CfnOutput(this, `${pascal(key)}QueueUrl`, { value: queue.queueUrl });
  }
}
