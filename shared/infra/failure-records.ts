/**
 * What Lambda sends to an on-failure destination, in the shapes AWS documents: the table-stream event source
 * mapping's record (a shard and sequence range, not the records) and an asynchronous invocation's record (the event
 * itself). The local stand-ins send the same shapes, so the replay command reads both alike.
 */

/** `DDBStreamBatchInfo` of a stream batch the event source mapping gave up on. */
export interface StreamBatchInfo {
  shardId: string;
  startSequenceNumber: string;
  endSequenceNumber: string;
  approximateArrivalOfFirstRecord: string;
  approximateArrivalOfLastRecord: string;
  batchSize: number;
  streamArn: string;
}

export interface StreamFailureRecord {
  version: '1.0';
  timestamp: string;
  requestContext: {
    requestId: string;
    functionArn: string;
    condition: 'RetryAttemptsExhausted' | 'RecordAgeExceeded';
    approximateInvokeCount: number;
  };
  responseContext: { statusCode: number; executedVersion: string; functionError?: string };
  DDBStreamBatchInfo: StreamBatchInfo;
}

/** An asynchronous invocation that failed every try (`requestPayload` is the event). */
export interface AsyncFailureRecord {
  version: '1.0';
  timestamp: string;
  requestContext: {
    requestId: string;
    functionArn: string;
    condition: 'RetriesExhausted' | 'EventAgeExceeded';
    approximateInvokeCount: number;
  };
  requestPayload: unknown;
  responseContext: { statusCode: number; executedVersion: string; functionError?: string };
  responsePayload: { errorType: string; errorMessage: string };
}

/** The record of a failed asynchronous invocation after `invokeCount` tries ending in `error`. */
export function asyncFailureRecord(
  functionArn: string,
  event: unknown,
  invokeCount: number,
  error: unknown,
): AsyncFailureRecord {
  return {
    version: '1.0',
    timestamp: new Date().toISOString(),
    requestContext: {
      requestId: crypto.randomUUID(),
      functionArn,
      condition: 'RetriesExhausted',
      approximateInvokeCount: invokeCount,
    },
    requestPayload: event,
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    responsePayload: {
      errorType: error instanceof Error ? error.name : 'Error',
      errorMessage: error instanceof Error ? error.message : String(error),
    },
  };
}
