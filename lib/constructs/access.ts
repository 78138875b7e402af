import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { TABLE_DEFINITION } from '@shared/infra/definition.js';

/** What one handler may do. Everything not listed is denied. */
export interface FunctionAccess {
  /** Item reads (GetItem, BatchGetItem, Query on the table and its GSIs); `readWrite` adds writes. Never Scan. */
  readonly table?: 'read' | 'readWrite';
  /**
   * Object-level actions on the files bucket: `read` = GetObject (also HeadObject), `put`, `delete`, `tag` =
   * PutObjectTagging (uploads are PUT with a tag and re-tagged when a submission keeps them).
   */
  readonly bucket?: readonly ('read' | 'put' | 'delete' | 'tag')[];
  /** Queues the handler sends to. (Consuming is granted by the SQS event source.) */
  readonly sendTo?: readonly sqs.IQueue[];
  /** SES identities and the configuration set the handler sends mail through. */
  readonly sendMail?: { readonly identityArns: readonly string[]; readonly configurationSetArn: string };
}

export interface DataResources {
  readonly table: dynamodb.ITable;
  readonly bucket: s3.IBucket;
}

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/** TransactWriteItems is authorised per item through these actions. */
const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];
const BUCKET_ACTIONS = {
  read: 's3:GetObject',
  put: 's3:PutObject',
  delete: 's3:DeleteObject',
  tag: 's3:PutObjectTagging',
} as const;

/**
 * Grants `role` exactly `access` over the data resources: explicit actions on explicit ARNs (the table, each GSI
 * named in `TABLE_DEFINITION`, the queues, the SES identity), so no statement has `Resource: "*"`.
 *
 * @example
 * grantAccess(ingest.role, data, { table: 'readWrite', bucket: ['read', 'put'], sendTo: [events.queue] });
 */
export function grantAccess(role: iam.Role, data: DataResources, access: FunctionAccess): void {
  if (access.table) {
    const { tableArn } = data.table;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'TableItems',
        actions: access.table === 'readWrite' ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ,
        resources: [tableArn],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'TableIndexes',
        actions: ['dynamodb:Query'],
        resources: TABLE_DEFINITION.globalIndexes.map((index) => `${tableArn}/index/${index.name}`),
      }),
    );
  }
  if (access.bucket?.length) {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'FileObjects',
        actions: access.bucket.map((action) => BUCKET_ACTIONS[action]),
        resources: [data.bucket.arnForObjects('*')],
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArnName(role, data.bucket)}/*]`,
      reason:
        "Object keys are minted at runtime (one per upload slot or export), so the grant names this one bucket's " +
        'objects; the actions are listed one by one (no s3:* or List*).',
    });
  }
  // SendMessage alone: the functions have their queues' URLs from the environment, so neither GetQueueUrl nor
  // GetQueueAttributes (which `grantSendMessages` adds) is ever called.
  for (const queue of access.sendTo ?? []) {
    queue.grant(role, 'sqs:SendMessage');
    queue.encryptionMasterKey?.grantEncryptDecrypt(role);
  }
  if (access.sendMail) {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'SendMail',
        // SES v2's SendEmail (the only call, with simple content) is authorized as ses:SendEmail.
        actions: ['ses:SendEmail'],
        resources: [...access.sendMail.identityArns, access.sendMail.configurationSetArn],
      }),
    );
  }
}

/**
 * How cdk-nag writes `bucket`'s ARN in a finding on a policy of `consumer`: `<LogicalId.Arn>` within one stack,
 * the export name when the ARN crosses stacks (`exportValue` returns the very import the reference resolves to).
 */
function nagArnName(consumer: iam.Role, bucket: s3.IBucket): string {
  const producer = Stack.of(bucket);
  if (producer === Stack.of(consumer)) return `<${producer.getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>`;
  const imported = producer.resolve(producer.exportValue(bucket.bucketArn)) as { 'Fn::ImportValue': string };
  return imported['Fn::ImportValue'];
}
