import { DocumentClient } from './dynamo/document-client.js';
import { mapStorageRefusals } from './dynamo/storage-errors.js';
import { PerRequestRetryStrategy } from './retry-per-request.js';
import { boundWaits } from './request-deadline.js';
import { tracedCalls } from '@shared/observability/tracing.js';
import { setting } from '@shared/config.js';
import { processSigning } from './aws-signing.js';
import { sqsSender as signedSqsSender, type SqsSender } from './sqs/sender.js';

/**
 * One client per service per process, created on first use. Endpoints come from the standard
 * `AWS_ENDPOINT_URL_<SERVICE>` variables, so the same code talks to AWS or to the local stand-ins. No function
 * carries an SDK client: DynamoDB, SQS, SES and KMS are signed JSON requests (`aws-json.ts`), S3 presigned requests
 * (`s3/signed-requests.ts`).
 */
let documentClient: DocumentClient | undefined;

/**
 * Without these a client waits for a silent service until the function times out. A dead or hung dependency must
 * fail fast enough for the caller to answer 503: DynamoDB calls are also bounded by the request's deadline and by
 * silence (`request-deadline.ts`: a hung table is a 503 within ~3 s). `requestTimeout` is socket idle time.
 * `SDK_CONNECT_TIMEOUT_MS` and `SDK_REQUEST_TIMEOUT_MS` override them (the local stand-ins on a busy laptop can stall
 * for seconds without being down).
 */
export const clientTimeouts = () => ({
  connectionTimeout: setting('SDK_CONNECT_TIMEOUT_MS'),
  requestTimeout: setting('SDK_REQUEST_TIMEOUT_MS'),
});
let sqs: SqsSender | undefined;

/** The process's signing (region, credentials, hash): every signed call of the process uses it. */
const signing = processSigning();

/** The process's DynamoDB client (one data-access path for every function, `dynamo/document-client.ts`). */
export function dynamoDocumentClient(): DocumentClient {
  if (documentClient) return documentClient;
  // Throttled: 10 attempts from a 50 ms base (the SDK's DynamoDB defaults before v3): a hot key clears within a few
  // backoffs, and a visitor's submission should not fail on it, however long the instance has been throttled.
  // Failing: 5. No retry starts 20 s after the first attempt, so even a hung table is a 503 within ingest's 28 s.
  documentClient = new DocumentClient(signing, {
    idleMs: clientTimeouts().requestTimeout,
    retry: new PerRequestRetryStrategy({ throttled: 10, failing: 5, deadlineMs: 20_000, baseDelayMs: 50 }),
  });
  tracedCalls(documentClient);
  mapStorageRefusals(documentClient);
  return boundWaits(documentClient);
}

/** The process's SQS sender (signed JSON requests, with the process's signing). */
export function sqsSender(): SqsSender {
  sqs ??= signedSqsSender(signing);
  return sqs;
}
