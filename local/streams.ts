import {
  DescribeTableCommand,
  UpdateTableCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamFailureRecord } from '@shared/infra/failure-records.js';
import type { StreamFailureHandling } from '@shared/infra/functions.js';

export type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse | void>;

/** The table's stream ARN; turns the stream on first for a table created before it had one (`.local/` data). */
export async function ensureStream(dynamo: DynamoDBClient, tableName: string, viewType: string): Promise<string> {
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  const current = Table?.StreamSpecification;
  if (current?.StreamEnabled && current.StreamViewType === viewType && Table?.LatestStreamArn)
    return Table.LatestStreamArn;
  if (current?.StreamEnabled) {
    // An older view type (`.local/` data from before): a stream's view cannot change, so it is replaced.
    await dynamo.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }));
  }
  const updated = await dynamo.send(
    new UpdateTableCommand({
      TableName: tableName,
      StreamSpecification: { StreamEnabled: true, StreamViewType: viewType as 'OLD_IMAGE' },
    }),
  );
  return updated.TableDescription!.LatestStreamArn!;
}

/** The CDK stack's `entityChanges` filter criteria as a predicate: the new or the old image is of the entity type. */
export const entityChangesFilter =
  (entityType: string) =>
  (r: DynamoDBRecord): boolean =>
    r.dynamodb?.NewImage?.type?.S === entityType || r.dynamodb?.OldImage?.type?.S === entityType;

/** An image as Lambda's event JSON carries it: a binary attribute as base64 text, not bytes. */
export const lambdaImage = (image: Record<string, AttributeValue> | undefined) =>
  image &&
  Object.fromEntries(
    Object.entries(image).map(([name, value]) => [
      name,
      value.B instanceof Uint8Array ? { B: Buffer.from(value.B).toString('base64') } : value,
    ]),
  );

/** A stream record as Lambda delivers it (lower-case `userIdentity`, epoch-second creation time, base64 binary). */
export const toLambdaRecord = (r: StreamRecord): DynamoDBRecord =>
  ({
    eventID: r.eventID,
    eventName: r.eventName,
    eventVersion: r.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: r.awsRegion ?? 'us-east-1',
    dynamodb: {
      ...r.dynamodb,
      OldImage: lambdaImage(r.dynamodb?.OldImage),
      NewImage: lambdaImage(r.dynamodb?.NewImage),
      ApproximateCreationDateTime: r.dynamodb?.ApproximateCreationDateTime
        ? Math.floor(r.dynamodb.ApproximateCreationDateTime.getTime() / 1000)
        : undefined,
    },
    userIdentity: r.userIdentity ? { type: r.userIdentity.Type, principalId: r.userIdentity.PrincipalId } : undefined,
  }) as DynamoDBRecord;

/**
 * Reads a table's stream the way a Lambda event source mapping does: records of every shard in order, only those
 * `filter` accepts (the mapping's filter criteria), in batches of up to `batchSize`. A record the handler reports
 * in `batchItemFailures` is retried with everything after it, a batch whose handler throws is retried as it was.
 * With `failures` (the manifest's settings), a batch still failing after `retryAttempts` retries, or whose first record
 * is older than `maxRecordAgeSeconds`, is sent to `failures.send` as Lambda's on-failure record (from the failing
 * record to the batch's last) and the poller moves on; without, it is retried until it succeeds.
 * Starts at the stream's end (what happened before `npm start` is not replayed), unless `positionsFile` holds where a
 * previous run on the same stream stopped: then each shard resumes after its last handled record, as a deployed
 * mapping keeps its position across deploys, and shards that appeared meanwhile are read from their beginning.
 */
export function startStreamPoller(options: {
  dynamo: DynamoDBClient;
  tableName: string;
  streamView: string;
  handler: StreamHandler;
  filter: (record: DynamoDBRecord) => boolean;
  batchSize: number;
  /** Where the last handled sequence number of each shard is kept between runs (`npm start`). */
  positionsFile?: string;
  /** When to give up on a batch, and where its on-failure record goes (the mapping's `DestinationConfig`). */
  failures?: StreamFailureHandling & { send(record: StreamFailureRecord): Promise<void> };
  intervalMs?: number;
  onError?: (e: unknown) => void;
}) {
  // Bisecting is not emulated: no consumer of the manifest asks for it (shared/infra/functions.ts says why).
  if (options.failures?.bisectBatchOnError) throw new Error('the local stream poller does not bisect batches');
  const streams = new DynamoDBStreamsClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB });
  const iterators = new Map<string, string | undefined>();
  /** The last sequence number read from each shard. */
  const lastRead = new Map<string, string>();
  /** Records read and not yet done, in order; only those the filter `matches` go to the handler. */
  const queue: { record: DynamoDBRecord; shard: string; matches: boolean }[] = [];
  /** Per shard, the last record done (handled, skipped or filtered out): where a restart resumes. */
  const position = new Map<string, string>();
  let saved: { streamArn: string; shards: Record<string, string> } | undefined;
  let retries = 0;
  /** The sequence number of the record whose failures `retries` counts. */
  let failing: string | undefined;
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let first = true;
  /** `settle()` callers: resolved by the first idle round that started after they asked. */
  const waiters: { afterRound: number; resolve: () => void }[] = [];
  let roundsStarted = 0;

  /** The first `count` queued records are done. */
  const done = (streamArn: string, count: number) => {
    for (const { record, shard } of queue.splice(0, count)) position.set(shard, record.dynamodb!.SequenceNumber!);
    if (options.positionsFile && count > 0)
      writeFileSync(options.positionsFile, JSON.stringify({ streamArn, shards: Object.fromEntries(position) }));
  };

  const iteratorOf = async (streamArn: string, ShardId: string) => {
    const shard = { StreamArn: streamArn, ShardId };
    const after = saved?.shards[ShardId];
    if (after) {
      position.set(ShardId, after);
      const resumed = await streams
        .send(
          new GetShardIteratorCommand({ ...shard, ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }),
        )
        .catch(() => undefined); // trimmed meanwhile: read from now on, like a first start
      if (resumed) return resumed.ShardIterator;
    }
    // Shards open at the first start are read from now on; shards that appear later (or while a kept position says
    // the poller was stopped) from their beginning.
    const fromNow = after !== undefined || (first && !saved);
    const fresh = await streams.send(
      new GetShardIteratorCommand({ ...shard, ShardIteratorType: fromNow ? 'LATEST' : 'TRIM_HORIZON' }),
    );
    return fresh.ShardIterator;
  };

  const discoverShards = async (streamArn: string) => {
    if (first && options.positionsFile && existsSync(options.positionsFile)) {
      const kept = JSON.parse(readFileSync(options.positionsFile, 'utf8')) as typeof saved;
      saved = kept?.streamArn === streamArn ? kept : undefined;
    }
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (iterators.has(shard.ShardId!)) continue;
      iterators.set(shard.ShardId!, await iteratorOf(streamArn, shard.ShardId!));
    }
    first = false;
  };

  /** The batch a thrown error failed: Lambda retries exactly that batch, not one grown by newer records. */
  let failedBatch = 0;
  /** Gives up on `batch` (queue indexes `at`): its on-failure record goes out and its records are done. */
  const giveUp = async (
    streamArn: string,
    at: number[],
    batch: DynamoDBRecord[],
    condition: StreamFailureRecord['requestContext']['condition'],
  ) => {
    const [first, last] = [batch[0]!, batch.at(-1)!];
    const arrival = (r: DynamoDBRecord) =>
      new Date((r.dynamodb?.ApproximateCreationDateTime ?? 0) * 1000).toISOString();
    await options.failures!.send({
      version: '1.0',
      timestamp: new Date().toISOString(),
      requestContext: {
        requestId: randomUUID(),
        functionArn: `arn:aws:lambda:us-east-1:000000000000:function:${options.tableName}-stream-consumer`,
        condition,
        approximateInvokeCount: condition === 'RecordAgeExceeded' ? retries : retries + 1,
      },
      responseContext: { statusCode: 200, executedVersion: '$LATEST' },
      DDBStreamBatchInfo: {
        shardId: queue[at[0]!]!.shard,
        startSequenceNumber: first.dynamodb!.SequenceNumber!,
        endSequenceNumber: last.dynamodb!.SequenceNumber!,
        approximateArrivalOfFirstRecord: arrival(first),
        approximateArrivalOfLastRecord: arrival(last),
        batchSize: batch.length,
        streamArn,
      },
    });
    done(streamArn, at.at(-1)! + 1);
    [retries, failing, failedBatch] = [0, undefined, 0];
  };
  const tooOld = (record: DynamoDBRecord) =>
    options.failures !== undefined &&
    (record.dynamodb?.ApproximateCreationDateTime ?? Infinity) * 1000 <
      Date.now() - options.failures.maxRecordAgeSeconds * 1000;

  const deliver = async (streamArn: string) => {
    while (running) {
      const next = queue.findIndex((e) => e.matches);
      done(streamArn, next < 0 ? queue.length : next);
      if (next < 0) return;
      // Queue indexes of the batch: the next matching records (after a thrown error, the same ones again).
      const at: number[] = [];
      for (let i = 0; i < queue.length && at.length < (failedBatch || options.batchSize); i++)
        if (queue[i]!.matches) at.push(i);
      const batch = at.map((i) => queue[i]!.record);
      if (tooOld(batch[0]!)) {
        await giveUp(streamArn, at, batch, 'RecordAgeExceeded');
        continue;
      }
      let failedAt = -1;
      try {
        const result = await options.handler({ Records: batch }, { awsRequestId: `stream-${Date.now()}` } as Context);
        const failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        failedAt = batch.findIndex((r) => failed.has(r.dynamodb?.SequenceNumber ?? ''));
        failedBatch = 0;
      } catch (error) {
        options.onError?.(error);
        failedAt = 0;
        failedBatch = batch.length;
      }
      if (failedAt < 0) {
        done(streamArn, at.at(-1)! + 1);
        [retries, failing] = [0, undefined];
        continue;
      }
      // A different record failing than last time is progress: its retries start over.
      const sequence = batch[failedAt]!.dynamodb!.SequenceNumber!;
      if (sequence !== failing) [retries, failing] = [0, sequence];
      if (options.failures && retries >= options.failures.retryAttempts) {
        await giveUp(streamArn, at.slice(failedAt), batch.slice(failedAt), 'RetryAttemptsExhausted');
        continue;
      }
      retries++;
      done(streamArn, at[failedAt]!);
      return;
    }
  };

  const poll = async (streamArn: string, round: number) => {
    const started = ++roundsStarted;
    if (round % 10 === 0) await discoverShards(streamArn);
    let read = 0;
    for (const [shardId, iterator] of iterators) {
      if (!iterator) continue;
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator })).catch(async (error) => {
        // DynamoDB Local sometimes trims under a LATEST iterator (seen under load): re-read the shard after the last
        // record read from it (never again from its start: that would hand records to the consumer twice).
        if ((error as { name?: string }).name !== 'TrimmedDataAccessException') throw error;
        const after = lastRead.get(shardId);
        const { ShardIterator } = await streams.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shardId,
            ...(after
              ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
              : { ShardIteratorType: 'TRIM_HORIZON' }),
          }),
        );
        return streams.send(new GetRecordsCommand({ ShardIterator }));
      });
      const { Records = [], NextShardIterator } = page;
      iterators.set(shardId, NextShardIterator);
      const newest = Records.at(-1)?.dynamodb?.SequenceNumber;
      if (newest) lastRead.set(shardId, newest);
      read += Records.length;
      for (const record of Records.map(toLambdaRecord))
        queue.push({ record, shard: shardId, matches: options.filter(record) });
    }
    await deliver(streamArn);
    if (read > 0 || queue.length > 0) return;
    for (const w of waiters.splice(0)) {
      if (started >= w.afterRound) w.resolve();
      else waiters.push(w);
    }
  };

  let current: Promise<void> | undefined;
  const started = ensureStream(options.dynamo, options.tableName, options.streamView).then(async (streamArn) => {
    await discoverShards(streamArn);
    let round = 1;
    const tick = () => {
      if (!running) return;
      current = poll(streamArn, round++)
        .catch((error) => options.onError?.(error))
        .finally(() => {
          if (running) timer = setTimeout(tick, options.intervalMs ?? 1000);
        });
    };
    timer = setTimeout(tick, options.intervalMs ?? 1000);
  });
  return {
    /** Resolves once the stream is on and its shards are being read. */
    ready: started,
    /** Resolves once everything written to the table before the call has been handed to the handler. */
    settle(): Promise<void> {
      return new Promise((resolve) => waiters.push({ afterRound: roundsStarted + 1, resolve }));
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await started.catch(() => undefined);
      if (timer) clearTimeout(timer);
      await current;
      for (const w of waiters.splice(0)) w.resolve();
    },
  };
}
