import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

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
 * reappear after their visibility timeout, so redrive to the DLQ works as in AWS. Up to `concurrency` batches are
 * handled at once (the mapping's `maxConcurrency`: one loop per invocation it may run), each loop receiving its own.
 */
export function startPoller(options: {
  sqs: SQSClient;
  queueUrl: string;
  handler: SqsHandler;
  batchSize?: number;
  concurrency?: number;
  onError?: (e: unknown) => void;
}) {
  const queueArn = `arn:aws:sqs:us-east-1:000000000000:${options.queueUrl.split('/').pop()}`;
  let running = true;
  const abort = new AbortController();

  const loop = async () => {
    while (running) {
      try {
        const { Messages = [] } = await options.sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: options.batchSize ?? 10,
            WaitTimeSeconds: 1,
            MessageSystemAttributeNames: ['All'],
            // local-aws-sqs only honours the older name; without it ApproximateReceiveCount is missing.
            AttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: abort.signal },
        );
        if (Messages.length === 0 || !running) continue;
        const records = Messages.map((m) => toRecord(queueArn, m));
        let failed = new Set<string>(records.map((r) => r.messageId));
        try {
          const result = await options.handler({ Records: records }, { awsRequestId: `poll-${Date.now()}` } as Context);
          failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        } catch (error) {
          options.onError?.(error);
        }
        const done = Messages.filter((m) => !failed.has(m.MessageId!));
        if (done.length > 0) {
          await options.sqs.send(
            new DeleteMessageBatchCommand({
              QueueUrl: options.queueUrl,
              Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
            }),
          );
        }
      } catch (error) {
        if (!running) return;
        options.onError?.(error);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  const finished = Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, loop));
  return {
    async stop() {
      running = false;
      abort.abort();
      await finished;
    },
  };
}
