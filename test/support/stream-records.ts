import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { lambdaImage } from '@local/streams.js';
import { submissionToItem } from '@shared/adapters/dynamo/submission-items.js';
import type { Table } from '@shared/adapters/dynamo/table.js';
import type { Submission } from '@shared/domain/submission.js';
import { TTL_DELETER } from '@shared/infra/definition.js';

/**
 * Table-stream records made by hand, in the shape Lambda delivers them (what DynamoDB Local cannot produce: TTL
 * removals, re-deliveries), and a driver that retries them as an event source mapping does.
 */
let sequence = 0;
const image = (s: Submission) => lambdaImage(marshall(submissionToItem(s), { removeUndefinedValues: true })) as never;

/** The record of a submission change: insert (no before), modify, or remove (no after; `byTtl`: retention's). */
export function streamRecord(before: Submission | null, after: Submission | null, byTtl = false): DynamoDBRecord {
  sequence++;
  return {
    eventID: `event-${sequence}-${Math.random().toString(36).slice(2)}`,
    eventName: before && after ? 'MODIFY' : after ? 'INSERT' : 'REMOVE',
    ...(byTtl ? { userIdentity: { type: TTL_DELETER.type, principalId: TTL_DELETER.principalId } } : {}),
    dynamodb: {
      SequenceNumber: String(sequence).padStart(21, '0'),
      ...(before ? { OldImage: image(before) } : {}),
      ...(after ? { NewImage: image(after) } : {}),
    },
  };
}

type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse | void>;

/**
 * Hands a shard's records to the consumer as a Lambda event source mapping does, until all are done: a batch of up
 * to `batchSize` from the checkpoint on; a thrown error retries the same batch; reported records move the checkpoint
 * to the earliest of them and the shard comes again from there, with whatever `beforeTry` appended meanwhile.
 * Returns the tries made.
 */
export async function deliverLikeLambda(
  handler: StreamHandler,
  shard: DynamoDBRecord[],
  options: { beforeTry?: (attempt: number) => void; batchSize?: number; maxTries?: number } = {},
): Promise<number> {
  let from = 0;
  let same: DynamoDBRecord[] | undefined;
  let attempt = 0;
  while (same || from < shard.length) {
    if (++attempt > (options.maxTries ?? 20)) throw new Error('the consumer never finished the shard');
    options.beforeTry?.(attempt);
    const batch = same ?? shard.slice(from, from + (options.batchSize ?? shard.length));
    same = undefined;
    try {
      const result = await handler({ Records: batch }, {} as Context);
      const failed = new Set(result?.batchItemFailures.map((f) => f.itemIdentifier));
      const at = batch.findIndex((r) => failed.has(r.dynamodb!.SequenceNumber!));
      from += at < 0 ? batch.length : at;
    } catch {
      same = batch;
    }
  }
  return attempt;
}

/**
 * The table with faults injected: `fails(command)` decides, per request, whether it fails (as a throttle) instead
 * of reaching DynamoDB.
 */
export function flakyTable(table: Table, fails: (command: unknown) => boolean): Table {
  const send = table.client.send.bind(table.client) as (...args: unknown[]) => Promise<unknown>;
  const client = {
    send: (command: unknown, ...rest: unknown[]) =>
      fails(command)
        ? Promise.reject(Object.assign(new Error('injected throttle'), { name: 'ThrottlingException' }))
        : send(command, ...rest),
  };
  return { ...table, client: client as unknown as Table['client'] };
}
