import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type {
  DynamoDBBatchResponse,
  DynamoDBRecord,
  DynamoDBStreamEvent,
  SQSBatchResponse,
  SQSEvent,
  SQSRecord,
} from 'aws-lambda';
import { describeError, type LogFields, type Logger } from '@shared/observability/log.js';

/** What handling one record came to: `done` deletes it; `retry` reports it in `batchItemFailures`. */
export interface RecordResult {
  outcome: 'done' | 'retry';
  /**
   * A plain success that is recorded durably elsewhere (a delivered try in its delivery record, a fanned-out event
   * in the deliveries it created): its line is written at DEBUG only, and the batch's summary line counts it. Every
   * other result (a retry, a refusal, a drop, a skip, a dead delivery) keeps its INFO line. Ignored for `retry`.
   */
  routine?: boolean;
  /** Ids, counts and timings for the record's log line (never field values, e-mail addresses or IPs). */
  log?: LogFields;
}

export interface BatchOptions {
  logger: Logger;
  /** Names the consumer in log lines, e.g. `fan-out`. */
  consumer: string;
}

/** Thrown for a record whose handler asked for a retry, so that Powertools reports it as failed. */
class RetryRecord extends Error {}

/**
 * Powertools' `processPartialResponse` around `handle`, never a whole-batch failure. Logs one `message` line per
 * record that is not a routine success (INFO; ERROR for a throw), the routine ones at DEBUG, and one INFO `batch`
 * line per batch: `records`, the count of each outcome (`done`, `retry`, `error`; absent when 0) and `ms`.
 */
async function processRecords<R extends SQSRecord | DynamoDBRecord>(
  type: (typeof EventType)[keyof typeof EventType],
  event: { Records: R[] },
  idOf: (record: R) => Record<string, LogFields[string]>,
  handle: (record: R) => Promise<RecordResult>,
  options: BatchOptions & { inOrder?: boolean },
) {
  const batchStarted = Date.now();
  const counts: Record<'done' | 'retry' | 'error', number> = { done: 0, retry: 0, error: 0 };
  const one = async (record: R) => {
    const started = Date.now();
    const base = { consumer: options.consumer, ...idOf(record) };
    let result: RecordResult;
    try {
      result = await handle(record);
    } catch (error) {
      counts.error++;
      options.logger.error('message', { ...base, outcome: 'error', ms: Date.now() - started, ...describeError(error) });
      throw error;
    }
    counts[result.outcome]++;
    const line = { ...base, outcome: result.outcome, ms: Date.now() - started, ...result.log };
    if (result.outcome === 'done' && result.routine) options.logger.debug('message', line);
    else options.logger.info('message', line);
    if (result.outcome === 'retry') throw new RetryRecord();
  };
  // One processor per call: a processor holds the state of the batch it is working on.
  const processing = { throwOnFullBatchFailure: false, processInParallel: !options.inOrder };
  try {
    return await processPartialResponse(event, one, new BatchProcessor(type), processing);
  } finally {
    options.logger.info('batch', {
      consumer: options.consumer,
      records: event.Records.length,
      done: counts.done || undefined,
      retry: counts.retry || undefined,
      error: counts.error || undefined,
      ms: Date.now() - batchStarted,
    });
  }
}

/**
 * Processes every record of an SQS batch independently, all at once, and returns the partial-batch response (the
 * event source mapping runs with `reportBatchItemFailures`): a record whose handler returns `retry` or throws is
 * reported failed and comes back; the others are deleted. Logs as `processRecords` says: one summary line per batch,
 * one line per record that is not a routine success (`RecordResult.routine`; those are at DEBUG).
 *
 * @example return processBatch(event, (r) => handle(JSON.parse(r.body)), { logger, consumer: 'attempt' });
 */
export async function processBatch(
  event: SQSEvent,
  handle: (record: SQSRecord) => Promise<RecordResult>,
  options: BatchOptions,
): Promise<SQSBatchResponse> {
  const idOf = (record: SQSRecord) => ({
    message_id: record.messageId,
    receive_count: Number(record.attributes.ApproximateReceiveCount),
  });
  return processRecords(EventType.SQS, event, idOf, handle, options);
}

/**
 * A table-stream batch, in order. Failed records are reported by sequence number; Lambda resumes the shard from the
 * earliest one, so the records after it come again (handlers are idempotent).
 */
export async function processStream(
  event: DynamoDBStreamEvent,
  handle: (record: DynamoDBRecord) => Promise<RecordResult>,
  options: BatchOptions,
): Promise<DynamoDBBatchResponse> {
  const idOf = (record: DynamoDBRecord) => ({ sequence_number: record.dynamodb?.SequenceNumber });
  return processRecords(EventType.DynamoDBStreams, event, idOf, handle, { ...options, inOrder: true });
}
