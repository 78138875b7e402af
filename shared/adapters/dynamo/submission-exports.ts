import { GetCommand, PutCommand, QueryCommand } from './commands.js';
import {
  EXPORT_RETENTION_DAYS,
  SubmissionExportEntity,
  type SubmissionExport,
  type SubmissionExportStore,
} from '@shared/domain/submission-exports.js';
import { conditionalWrite } from './expressions.js';
import { itemCodec } from './item-codec.js';
import { submissionExportKey } from './keys.js';
import type { Table } from './table.js';

/**
 * Export jobs in their form's partition: PK `FORM#<form id>`, SK `EXPORT#<export id>`, gone a day after they were
 * asked for (TTL `expires_at`, like their files). Each save is conditional on the version read, so two runs of one
 * job (a message delivered twice) cannot both go on.
 */
const codec = itemCodec(SubmissionExportEntity);

const itemOf = (job: SubmissionExport) => ({
  ...submissionExportKey(job.formId, job.id),
  ...codec.toItem(job),
  expires_at: Math.floor(Date.parse(job.createdAt) / 1000) + EXPORT_RETENTION_DAYS * 86_400,
});

export function submissionExportStore(table: Table): SubmissionExportStore {
  return {
    async create(job) {
      await table.client.send(
        new PutCommand({ TableName: table.name, Item: itemOf(job), ConditionExpression: 'attribute_not_exists(PK)' }),
      );
    },
    async save(job) {
      const next = { ...job, version: job.version + 1 };
      const outcome = await conditionalWrite(
        table.client.send(
          new PutCommand({
            TableName: table.name,
            Item: itemOf(next),
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': job.version },
          }),
        ),
      );
      return outcome.written ? next : false;
    },
    async get(tenantId, formId, id) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: submissionExportKey(formId, id), ConsistentRead: true }),
      );
      const job = Item ? codec.fromItem(Item) : undefined;
      return job?.tenantId === tenantId ? job : undefined;
    },
    async listRecent(tenantId, formId, limit) {
      const key = submissionExportKey(formId, '');
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': key.PK, ':prefix': key.SK },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map((item) => codec.fromItem(item)).filter((job) => job.tenantId === tenantId);
    },
  };
}
