import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import {
  BUCKET_DEFINITION,
  FAILURE_QUEUES,
  QUEUE_DEFINITIONS,
  TABLE_DEFINITION,
  dlqName,
  type IndexDefinition,
} from '@shared/infra/definition.js';
import { ALL_PUBLIC_ACCESS_BLOCKED, build, synthesize } from './synth.js';

const { stateful, statefulTemplate: template } = synthesize();

describe('stateful stack', () => {
  it('is named after the stage', () => {
    expect(stateful.stackName).toBe('Formbase-dev-Stateful');
    expect(build({ stage: 'prod' }).stateful.stackName).toBe('Formbase-prod-Stateful');
  });

  it('builds the single table from TABLE_DEFINITION', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_DEFINITION.globalIndexes.map((index: IndexDefinition) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: {
          ProjectionType: index.projection?.type ?? 'ALL',
          ...(index.projection?.attributes ? { NonKeyAttributes: [...index.projection.attributes] } : {}),
        },
      })),
      TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      DeletionProtectionEnabled: true,
    });
  });

  it('retains the table and the bucket when the stack goes', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('keeps the files bucket private and encrypted, with the CORS of BUCKET_DEFINITION', () => {
    const { cors } = BUCKET_DEFINITION;
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: ALL_PUBLIC_ACCESS_BLOCKED,
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      CorsConfiguration: {
        CorsRules: [
          {
            AllowedMethods: [...cors.allowedMethods],
            AllowedOrigins: [...cors.allowedOrigins],
            AllowedHeaders: [...cors.allowedHeaders],
            ExposedHeaders: [...cors.exposedHeaders],
            MaxAge: cors.maxAgeSeconds,
          },
        ],
      },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('denies non-TLS access to the bucket and every queue', () => {
    const denyInsecure = (action: string) => ({
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: action,
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', denyInsecure('s3:*'));
    expect(
      Object.keys(template.findResources('AWS::SQS::QueuePolicy', { Properties: denyInsecure('sqs:*') })),
    ).toHaveLength(Object.keys(QUEUE_DEFINITIONS).length * 2 + Object.keys(FAILURE_QUEUES).length);
  });

  it.each(Object.values(FAILURE_QUEUES))('builds the $name on-failure queue, kept 14 days for a replay', (def) => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: `Formbase-dev-${def.name}`,
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
      RedrivePolicy: Match.absent(),
    });
  });

  it.each(Object.values(QUEUE_DEFINITIONS))('builds the $name queue and its DLQ from the definition', (def) => {
    const dlqs = template.findResources('AWS::SQS::Queue', {
      Properties: { QueueName: `Formbase-dev-${dlqName(def)}` },
    });
    const [dlqId] = Object.keys(dlqs);
    expect(dlqId).toBeDefined();
    template.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: `Formbase-dev-${def.name}`,
      VisibilityTimeout: def.visibilityTimeoutSeconds,
      MessageRetentionPeriod: def.retentionSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        maxReceiveCount: def.maxReceiveCount,
      },
    });
    template.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: `Formbase-dev-${dlqName(def)}`,
      SqsManagedSseEnabled: true,
      RedrivePolicy: Match.absent(),
    });
  });

  it('tags resources with the app and stage', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      Tags: Match.arrayWith([
        { Key: 'app', Value: 'formbase' },
        { Key: 'stage', Value: 'dev' },
      ]),
    });
  });

  it('outputs the table, bucket and queue coordinates', () => {
    for (const name of [
      'TableName',
      'BucketName',
      'EventsQueueUrl',
      'EventsDlqUrl',
      'DeliveryQueueUrl',
      'DeliveryDlqUrl',
      'EmailDeliveryQueueUrl',
      'EmailDeliveryDlqUrl',
      'IntegrationDeliveryQueueUrl',
      'IntegrationDeliveryDlqUrl',
    ]) {
      template.hasOutput(name, {});
    }
  });
});

describe('files bucket lifecycle', () => {
  it('deletes uploads still tagged pending (never submitted, or rejected) after a day, and nothing else under uploads/', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'expire-unsubmitted-uploads',
            Prefix: 'uploads/',
            TagFilters: [{ Key: 'formbase-upload', Value: 'pending' }],
            ExpirationInDays: 1,
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });

  it('expires large data-request exports (personal data) after a day', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Id: 'expire-exports', Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    });
  });
});
