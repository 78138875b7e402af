import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { describeError, type LogFields, type Logger } from '@shared/observability/log.js';

/** What handling one record came to: `done` deletes it; `retry` reports it in `batchItemFailures`. */
export interface RecordResult {
  outcome: 'done' | 'retry';
  /** Ids, counts and timings for the record's log line (never field values, e-mail addresses or IPs). */
  log?: LogFields;
}

export interface BatchOptions {
  logger: Logger;
  /** Names the consumer in log lines, e.g. `fan-out`. */
  consumer: string;
  /** Records handled at the same time (default: all of the batch). */
  concurrency?: number;
}

/**
 * Processes every record of an SQS batch independently and returns the partial-batch response (the event source
 * mapping runs with `reportBatchItemFailures`): a record whose handler returns `retry` or throws is reported
 * failed and comes back; the others are deleted. Writes exactly one log line per record.
 *
 * @example return processBatch(event, (r) => handle(JSON.parse(r.body)), { logger, consumer: 'attempt' });
 */
export async function processBatch(
  event: SQSEvent,
  handle: (record: SQSRecord) => Promise<RecordResult>,
  options: BatchOptions,
): Promise<SQSBatchResponse> {
  const failures: string[] = [];
  const one = async (record: SQSRecord) => {
    const started = Date.now();
    const base = {
      consumer: options.consumer,
      message_id: record.messageId,
      receive_count: Number(record.attributes.ApproximateReceiveCount),
    };
    try {
      const result = await handle(record);
      if (result.outcome === 'retry') failures.push(record.messageId);
      options.logger.info('message', { ...base, outcome: result.outcome, ms: Date.now() - started, ...result.log });
    } catch (error) {
      failures.push(record.messageId);
      options.logger.error('message', { ...base, outcome: 'error', ms: Date.now() - started, ...describeError(error) });
    }
  };
  const queue = [...event.Records];
  const workers = Array.from({ length: Math.min(options.concurrency ?? queue.length, queue.length) }, async () => {
    for (let record = queue.shift(); record; record = queue.shift()) await one(record);
  });
  await Promise.all(workers);
  return { batchItemFailures: failures.map((itemIdentifier) => ({ itemIdentifier })) };
}
