import type { Message } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { PollerSqs } from './sqs-client.js';

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

/** The SQS record Lambda would hand the consumer for a received message. */
export const toRecord = (queueArn: string, m: Message): SQSRecord => ({
  messageId: m.MessageId!,
  receiptHandle: m.ReceiptHandle!,
  body: m.Body ?? '',
  attributes: {
    ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1',
    SentTimestamp: m.Attributes?.SentTimestamp ?? String(Date.now()),
    SenderId: m.Attributes?.SenderId ?? 'local',
    ApproximateFirstReceiveTimestamp: m.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
  },
  messageAttributes: Object.fromEntries(
    Object.entries(m.MessageAttributes ?? {}).map(([k, v]) => [
      k,
      { stringValue: v.StringValue, dataType: v.DataType ?? 'String', stringListValues: [], binaryListValues: [] },
    ]),
  ),
  md5OfBody: m.MD5OfBody ?? '',
  eventSource: 'aws:sqs',
  eventSourceARN: queueArn,
  awsRegion: 'us-east-1',
});

/**
 * Polls a queue the way the Lambda event source mapping does: builds the SQSEvent, calls the handler, deletes
 * the records that succeeded (all but `batchItemFailures`; none if the handler threw) and leaves the rest to
 * reappear after their visibility timeout, so redrive to the DLQ works as in AWS. Each batch is one invocation, and
 * up to `concurrency` run at once (the mapping's `maxConcurrency`) while one receive loop per queue fetches the next:
 * an idle queue costs one long poll at a time whatever the concurrency. As the mapping's pollers do, the loop
 * receives the next batch while every invocation is busy (one batch ahead, handed over as one ends), and a batch's
 * delete follows its invocation without holding its place. A receive returns what the queue holds, as SQS does (the
 * stand-in's long poll waits for a full batch): a queue that just gave messages is polled short (`WaitTimeSeconds`
 * 0), an empty one long, answered as soon as a message arrives (`receiveOnArrival`).
 */
export function startPoller(options: {
  sqs: PollerSqs;
  queueUrl: string;
  handler: SqsHandler;
  batchSize?: number;
  concurrency?: number;
  onError?: (e: unknown) => void;
}) {
  const queueArn = `arn:aws:sqs:us-east-1:000000000000:${options.queueUrl.split('/').pop()}`;
  const limit = Math.max(1, options.concurrency ?? 1);
  let running = true;
  const abort = new AbortController();
  const invocations = new Set<Promise<void>>();
  const deletes = new Set<Promise<void>>();

  /** Deletes the messages of a batch that succeeded, after its invocation. */
  const remove = (done: Message[]) => {
    if (done.length === 0) return;
    const deleting: Promise<void> = options.sqs
      .send('DeleteMessageBatch', {
        QueueUrl: options.queueUrl,
        Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
      })
      .then(
        () => undefined,
        (error) => options.onError?.(error),
      )
      .finally(() => deletes.delete(deleting));
    deletes.add(deleting);
  };

  /** One invocation: the handler over the batch; the delete of what succeeded then goes on its own. */
  const invoke = async (messages: Message[]) => {
    const records = messages.map((m) => toRecord(queueArn, m));
    let failed = new Set<string>(records.map((r) => r.messageId));
    try {
      const result = await options.handler({ Records: records }, { awsRequestId: `poll-${Date.now()}` } as Context);
      failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      options.onError?.(error);
    }
    remove(messages.filter((m) => !failed.has(m.MessageId!)));
  };

  const start = (messages: Message[]) => {
    const invocation: Promise<void> = invoke(messages)
      .catch((error) => options.onError?.(error))
      .finally(() => invocations.delete(invocation));
    invocations.add(invocation);
  };

  const batchSize = options.batchSize ?? 10;
  const receive = async (max: number, waitSeconds: number): Promise<Message[]> => {
    const { Messages = [] } = await options.sqs.send<{ Messages?: Message[] }>(
      'ReceiveMessage',
      {
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: max,
        WaitTimeSeconds: waitSeconds,
        MessageSystemAttributeNames: ['All'],
        // local-aws-sqs only honours the older name; without it ApproximateReceiveCount is missing.
        AttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      },
      { signal: abort.signal },
    );
    return Messages;
  };
  /**
   * An idle queue's long poll, answered as SQS answers it: as soon as a message is there, with what the queue holds
   * then. The stand-in's long poll holds a partial batch for its whole wait time, so it is asked for one message (it
   * answers within its 10 ms check once one arrives), and a short poll right after brings the rest of the batch.
   */
  const receiveOnArrival = async (): Promise<Message[]> => {
    const first = await receive(1, 1);
    if (first.length === 0 || batchSize === 1 || !running) return first;
    return [...first, ...(await receive(batchSize - 1, 0))];
  };

  const loop = async () => {
    let busy = false;
    /** A batch received while every invocation was busy, started as one ends. */
    let ahead: Message[] | undefined;
    while (running) {
      if (ahead) {
        if (invocations.size >= limit) await Promise.race(invocations);
        else {
          start(ahead);
          ahead = undefined;
        }
        continue;
      }
      try {
        const messages: Message[] = busy ? await receive(batchSize, 0) : await receiveOnArrival();
        busy = messages.length > 0;
        if (busy && running) ahead = messages;
      } catch (error) {
        if (!running) return;
        options.onError?.(error);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  const finished = loop().then(async () => {
    await Promise.all(invocations);
    await Promise.all(deletes);
  });
  return {
    async stop() {
      running = false;
      abort.abort();
      await finished;
    },
  };
}
