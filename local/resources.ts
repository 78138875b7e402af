import {
  CreateTableCommand,
  DynamoDBClient,
  DescribeTableCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { configFromEnv, envNameOf, QUEUE_URL_FIELDS, type AppConfig, type Environment } from '@shared/config.js';
import { SETTINGS, type SettingName } from '@shared/settings.js';
import {
  BUCKET_DEFINITION,
  DELIVERY_QUEUE_KEYS,
  DELIVERY_RETRY_SCHEDULE_SECONDS,
  FAILURE_QUEUES,
  QUEUE_DEFINITIONS,
  TABLE_DEFINITION,
  deliveryMaxReceiveCount,
  dlqName,
  indexProjection,
  type FailureQueueDefinition,
  type FailureQueueKey,
  type IndexDefinition,
  type QueueDefinition,
  type QueueKey,
} from '@shared/infra/definition.js';

/** Physical names of one local deployment; `prefix` isolates test runs sharing the same stand-ins. */
export type ResourceNames = Pick<
  AppConfig,
  'tableName' | 'bucketName' | (typeof QUEUE_URL_FIELDS)[QueueKey][keyof (typeof QUEUE_URL_FIELDS)[QueueKey]]
>;

/** An index in CreateTable / UpdateTable shape. */
const indexSpec = (index: IndexDefinition) => {
  const projection = indexProjection(index);
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: {
      ProjectionType: projection.type,
      NonKeyAttributes: projection.attributes && [...projection.attributes],
    },
  };
};

async function createTable(client: DynamoDBClient, tableName: string) {
  const { partitionKey, sortKey, globalIndexes, ttlAttribute, streamView } = TABLE_DEFINITION;
  const attributes = [partitionKey, sortKey, ...globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey])];
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        StreamSpecification: { StreamEnabled: true, StreamViewType: streamView },
        AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: globalIndexes.map(indexSpec),
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    // A kept table (`npm start` data) is brought to the definition: its stream switched on,
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // and each missing index added (one per UpdateTable, as on DynamoDB).
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    for (const index of globalIndexes.filter((g) => !existing.has(g.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({
            AttributeName: name,
            AttributeType: 'S',
          })),
          GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
        }),
      );
    }
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: streamView },
        }),
      );
    }
  }
}

async function createQueuePair(client: SQSClient, prefix: string, queue: QueueDefinition) {
  const dlq = await client.send(
    new CreateQueueCommand({
      QueueName: `${prefix}-${dlqName(queue)}`,
      Attributes: { MessageRetentionPeriod: String(queue.retentionSeconds) },
    }),
  );
  const { Attributes } = await client.send(
    new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
  );
  const main = await client.send(
    new CreateQueueCommand({
      QueueName: `${prefix}-${queue.name}`,
      Attributes: {
        VisibilityTimeout: String(queue.visibilityTimeoutSeconds),
        MessageRetentionPeriod: String(queue.retentionSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: Attributes!.QueueArn,
          maxReceiveCount: queue.maxReceiveCount,
        }),
      },
    }),
  );
  return { url: main.QueueUrl!, dlqUrl: dlq.QueueUrl! };
}

async function createBucket(client: S3Client, bucketName: string) {
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucketName }));
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
  }
  const c = BUCKET_DEFINITION.cors;
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucketName,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [...c.allowedOrigins],
            AllowedMethods: [...c.allowedMethods],
            AllowedHeaders: [...c.allowedHeaders],
            ExposeHeaders: [...c.exposedHeaders],
            MaxAgeSeconds: c.maxAgeSeconds,
          },
        ],
      },
    }),
  );
}

/**
 * local-aws-sqs counts a ChangeMessageVisibility as one more receive (real SQS does not). A failed delivery attempt
 * is one receive plus one visibility change, so locally the redrive count is doubled to allow the same number of
 * attempts as in AWS.
 */
const LOCAL_RECEIVES_PER_FAILED_ATTEMPT = 2;

/**
 * Creates (idempotently) the table, queues and bucket of the shared definition under `prefix`. The delivery
 * queues' redrive count follows `deliverySchedule` (default: the definition's), as it does in AWS.
 */
export async function ensureResources(
  prefix: string,
  options: { deliverySchedule?: readonly number[] } = {},
): Promise<ResourceNames> {
  const deliveryReceives =
    deliveryMaxReceiveCount(options.deliverySchedule ?? DELIVERY_RETRY_SCHEDULE_SECONDS) *
    LOCAL_RECEIVES_PER_FAILED_ATTEMPT;
  const tableName = `${prefix}-table`;
  const bucketName = `${prefix}-files`.toLowerCase();
  const sqs = new SQSClient({});
  const queues = Object.entries(QUEUE_DEFINITIONS) as [QueueKey, QueueDefinition][];
  const [, , pairs] = await Promise.all([
    createTable(new DynamoDBClient({}), tableName),
    createBucket(new S3Client({ forcePathStyle: true }), bucketName),
    Promise.all(
      queues.map(([key, def]) =>
        createQueuePair(
          sqs,
          prefix,
          DELIVERY_QUEUE_KEYS.includes(key) ? { ...def, maxReceiveCount: deliveryReceives } : def,
        ),
      ),
    ),
  ]);
  const urls = queues.flatMap(([key], i) => [
    [QUEUE_URL_FIELDS[key].queue, pairs[i]!.url],
    [QUEUE_URL_FIELDS[key].dlq, pairs[i]!.dlqUrl],
  ]);
  return { tableName, bucketName, ...(Object.fromEntries(urls) as Omit<ResourceNames, 'tableName' | 'bucketName'>) };
}

/** Creates (idempotently) the queues of `FAILURE_QUEUES` under `prefix`; their URLs by key. */
export async function ensureFailureQueues(prefix: string): Promise<Record<FailureQueueKey, string>> {
  const sqs = new SQSClient({});
  const entries = await Promise.all(
    (Object.entries(FAILURE_QUEUES) as [FailureQueueKey, FailureQueueDefinition][]).map(async ([key, def]) => {
      const { QueueUrl } = await sqs.send(
        new CreateQueueCommand({
          QueueName: `${prefix}-${def.name}`,
          Attributes: { MessageRetentionPeriod: String(def.retentionSeconds) },
        }),
      );
      return [key, QueueUrl!] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<FailureQueueKey, string>;
}

/** The settings a local deployment supplies on its own (every change shows at once: no ingest cache). */
const LOCAL_DEFAULTS: Partial<Record<SettingName, string>> = {
  MAIL_FROM: 'forms@localhost.test',
  ALLOW_LOOPBACK_TARGETS: 'true',
  S3_FORCE_PATH_STYLE: 'true',
  INGEST_CACHE_SECONDS: '0',
};

/**
 * The environment a local deployment's functions run with, as the stack gives it to the deployed ones: local
 * defaults, then the declared settings set in `env` (the deployer's variables, `npm start` honours them), then the
 * local resources' names and URL.
 */
export function localEnvironment(
  names: ResourceNames,
  publicBaseUrl: string,
  env: Environment = process.env,
): Record<string, string> {
  const declared = Object.keys(SETTINGS).filter((name) => env[name]);
  const resources = Object.entries(names).map(([field, value]) => [envNameOf(field), value]);
  return {
    ...LOCAL_DEFAULTS,
    PUBLIC_BASE_URL: publicBaseUrl,
    ...Object.fromEntries(declared.map((name) => [name, env[name]!])),
    ...Object.fromEntries(resources),
  };
}

/**
 * The AppConfig a local deployment runs with: `configFromEnv` (what every deployed function runs) over
 * `localEnvironment`, then `overrides` (tests and benches inject fakes and compressed schedules there).
 */
export function localConfig(
  names: ResourceNames,
  publicBaseUrl: string,
  overrides: Partial<AppConfig> = {},
  env: Environment = process.env,
): AppConfig {
  return { ...configFromEnv(localEnvironment(names, publicBaseUrl, env)), ...overrides };
}
