import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mapStorageRefusals } from './dynamo/storage-errors.js';
import { PerRequestRetryStrategy } from './retry-per-request.js';
import { boundWaits } from './request-deadline.js';
import { traced } from '@shared/observability/tracing.js';
import { setting } from '@shared/config.js';
import { signingOf } from './aws-json.js';
import { sqsSender as signedSqsSender, type SqsSender } from './sqs/sender.js';

/**
 * One SDK client per service per process, created on first use. Endpoints come from the standard
 * `AWS_ENDPOINT_URL_<SERVICE>` variables, so the same code talks to AWS or to the local stand-ins.
 */
let documentClient: DynamoDBDocumentClient | undefined;

/**
 * Without these the SDK waits for a silent service until the function times out. A dead or hung dependency must
 * fail fast enough for the caller to answer 503: DynamoDB calls are also bounded by the request's deadline and by
 * silence (`request-deadline.ts`: a hung table is a 503 within ~3 s). `requestTimeout` is socket idle time. `SDK_CONNECT_TIMEOUT_MS` and `SDK_REQUEST_TIMEOUT_MS` override them (the
 * local stand-ins on a busy laptop can stall for seconds without being down). S3 has no client here: every function
 * sends presigned requests (`s3/signed-requests.ts`); SQS, SES and KMS have none either: signed JSON requests
 * (`aws-json.ts`).
 */
export const clientTimeouts = () => ({
  connectionTimeout: setting('SDK_CONNECT_TIMEOUT_MS'),
  requestTimeout: setting('SDK_REQUEST_TIMEOUT_MS'),
});
let sqs: SqsSender | undefined;

export function dynamoDocumentClient(): DynamoDBDocumentClient {
  if (documentClient) return documentClient;
  // Throttled: 10 attempts from a 50 ms base (the SDK's DynamoDB defaults before v3): a hot key clears within a few
  // backoffs, and a visitor's submission should not fail on it, however long the instance has been throttled.
  // Failing: 5. No retry starts 20 s after the first attempt, so even a hung table is a 503 within ingest's 28 s.
  documentClient = DynamoDBDocumentClient.from(
    traced(
      new DynamoDBClient({
        requestHandler: clientTimeouts(),
        retryStrategy: new PerRequestRetryStrategy({ throttled: 10, failing: 5, deadlineMs: 20_000, baseDelayMs: 50 }),
      }),
    ),
    {
      marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
    },
  );
  mapStorageRefusals(documentClient.middlewareStack);
  return boundWaits(documentClient);
}

/** The process's SQS sender (signed JSON requests, signed with the DynamoDB client's credentials). */
export function sqsSender(): SqsSender {
  sqs ??= signedSqsSender(signingOf(dynamoDocumentClient()));
  return sqs;
}
