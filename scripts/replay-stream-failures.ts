/**
 * Replays what the consumers without a queue of their own gave up on (docs/operations.md#stream-failures and
 * #ses-feedback-dlq):
 *
 *   npm run replay-stream-failures -- --queue-url <StreamFailuresQueueUrl> --function <SubmissionStream function>
 *   npm run replay-stream-failures -- --ses --queue-url <SesFeedbackQueueUrl> --function <SesEvents function>
 *
 * A stream failure names a shard and a sequence range: its records are read back from the table's stream (which keeps
 * them 24 hours) and handed to the consumer as one batch, the same batch it failed (its counters recognise what they
 * counted before). An SES failure carries the event itself. A message is deleted once the consumer took all of it;
 * otherwise it stays (and shows again after its visibility timeout) and is reported.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient, type Message } from '@aws-sdk/client-sqs';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import type { AsyncFailureRecord, StreamBatchInfo, StreamFailureRecord } from '@shared/infra/failure-records.js';
import { FUNCTIONS } from '@shared/infra/functions.js';
import { entityChangesFilter, toLambdaRecord } from '@local/streams.js';

/** Runs the consumer on one event: its response, or a thrown error when the invocation failed. */
export type Invoke = (event: unknown) => Promise<unknown>;

export interface ReplayReport {
  replayed: number;
  /** Messages the consumer failed again (kept). */
  failed: number;
  /** Stream failures whose records the stream no longer holds (kept: those changes cannot be replayed). */
  expired: number;
}

/** Empty pages in a row after which an open shard is taken to hold nothing more of the range. */
const EMPTY_PAGES = 5;

const isGone = (error: unknown) =>
  ['TrimmedDataAccessException', 'ResourceNotFoundException', 'ExpiredIteratorException'].includes(
    (error as { name?: string }).name ?? '',
  );

/** The records of a failed batch's range, read back from the stream; undefined when the stream no longer has them. */
export async function readBatch(
  streams: DynamoDBStreamsClient,
  info: StreamBatchInfo,
): Promise<DynamoDBRecord[] | undefined> {
  const end = BigInt(info.endSequenceNumber);
  const records: StreamRecord[] = [];
  try {
    let { ShardIterator: iterator } = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: info.streamArn,
        ShardId: info.shardId,
        ShardIteratorType: 'AT_SEQUENCE_NUMBER',
        SequenceNumber: info.startSequenceNumber,
      }),
    );
    for (let empty = 0; iterator && empty < EMPTY_PAGES;) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      const inRange = (page.Records ?? []).filter((r) => BigInt(r.dynamodb!.SequenceNumber!) <= end);
      records.push(...inRange);
      if (
        inRange.length < (page.Records ?? []).length ||
        records.at(-1)?.dynamodb?.SequenceNumber === info.endSequenceNumber
      )
        break;
      empty = page.Records?.length ? 0 : empty + 1;
      iterator = page.NextShardIterator;
    }
  } catch (error) {
    if (isGone(error)) return undefined;
    throw error;
  }
  return records.map(toLambdaRecord);
}

/** Receives every visible message of `queueUrl` once (a message kept by `handle` stays invisible meanwhile). */
async function eachMessage(sqs: SQSClient, queueUrl: string, handle: (message: Message) => Promise<boolean>) {
  for (;;) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        VisibilityTimeout: 300,
        WaitTimeSeconds: 0,
      }),
    );
    if (Messages.length === 0) return;
    for (const message of Messages) {
      if (await handle(message))
        await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle! }));
    }
  }
}

/** The table-stream consumer's filter (the mapping's filter criteria apply to a replay too). */
const streamFilter = (() => {
  const [trigger] = FUNCTIONS.submissionStream.triggers;
  return entityChangesFilter(trigger.entityType);
})();

/** Replays the table-stream on-failure queue through `invoke` (the stream consumer). */
export async function replayStreamFailures(ports: {
  sqs: SQSClient;
  streams: DynamoDBStreamsClient;
  queueUrl: string;
  invoke: Invoke;
}): Promise<ReplayReport> {
  const report: ReplayReport = { replayed: 0, failed: 0, expired: 0 };
  await eachMessage(ports.sqs, ports.queueUrl, async (message) => {
    const { DDBStreamBatchInfo: info } = JSON.parse(message.Body ?? '{}') as StreamFailureRecord;
    const records = await readBatch(ports.streams, info);
    if (!records) {
      report.expired++;
      return false;
    }
    const batch = records.filter(streamFilter);
    try {
      const response = batch.length ? ((await ports.invoke({ Records: batch })) as DynamoDBBatchResponse | null) : null;
      if (response?.batchItemFailures?.length) throw new Error('the consumer reported failed records again');
    } catch {
      report.failed++;
      return false;
    }
    report.replayed++;
    return true;
  });
  return report;
}

/** Replays the SES feedback DLQ (Lambda's asynchronous failure records) through `invoke` (the SES events function). */
export async function replaySesFeedbackFailures(ports: {
  sqs: SQSClient;
  queueUrl: string;
  invoke: Invoke;
}): Promise<ReplayReport> {
  const report: ReplayReport = { replayed: 0, failed: 0, expired: 0 };
  await eachMessage(ports.sqs, ports.queueUrl, async (message) => {
    const { requestPayload } = JSON.parse(message.Body ?? '{}') as AsyncFailureRecord;
    try {
      await ports.invoke(requestPayload);
    } catch {
      report.failed++;
      return false;
    }
    report.replayed++;
    return true;
  });
  return report;
}

/** A deployed function as an `Invoke`: synchronous, so the replay knows whether it succeeded. */
function lambdaInvoke(functionName: string): Invoke {
  const lambda = new LambdaClient({});
  return async (event) => {
    const result = await lambda.send(
      new InvokeCommand({ FunctionName: functionName, Payload: Buffer.from(JSON.stringify(event)) }),
    );
    const payload: unknown = result.Payload?.length ? JSON.parse(Buffer.from(result.Payload).toString('utf8')) : null;
    if (result.FunctionError) throw new Error(`${functionName} failed: ${result.FunctionError}`);
    return payload;
  };
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { 'queue-url': { type: 'string' }, function: { type: 'string' }, ses: { type: 'boolean' } },
  });
  const queueUrl = values['queue-url'];
  const functionName = values.function;
  if (!queueUrl || !functionName) {
    console.error('Usage: npm run replay-stream-failures -- [--ses] --queue-url URL --function NAME');
    process.exit(2);
  }
  const sqs = new SQSClient({});
  const invoke = lambdaInvoke(functionName);
  const report = values.ses
    ? await replaySesFeedbackFailures({ sqs, queueUrl, invoke })
    : await replayStreamFailures({ sqs, streams: new DynamoDBStreamsClient({}), queueUrl, invoke });
  console.log(JSON.stringify(report));
  if (report.expired > 0)
    console.error(`${report.expired} failed batch(es) are no longer in the stream (over 24 hours): see the runbook.`);
  process.exit(report.failed + report.expired > 0 ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
