/**
 * AWS list prices the cost model uses, in one place: us-east-1, on-demand, no free tier, USD. Taken from the public
 * pricing pages (aws.amazon.com/<service>/pricing) as of `PRICES_AS_OF`; re-check them before quoting a figure.
 */
export const PRICES_AS_OF = '2025-01-15';

export const PRICES = {
  /** API Gateway HTTP API, per request (first 300 M a month; each 512 KB of a request counts as one). */
  httpApiRequest: 1.0 / 1e6,
  /** Lambda, per request. */
  lambdaRequest: 0.2 / 1e6,
  /** Lambda arm64, per GB-second (first 6 B GB-s a month). */
  lambdaArmGbSecond: 0.0000133334,
  /** DynamoDB on-demand, per write request unit (1 KB; 2 per KB in a transaction). */
  dynamoWrite: 0.625 / 1e6,
  /** DynamoDB on-demand, per read request unit (4 KB strongly consistent; half for eventually consistent). */
  dynamoRead: 0.125 / 1e6,
  /** DynamoDB Streams read by a Lambda trigger: free (no GetRecords charge for Lambda event sources). */
  dynamoStreamRead: 0,
  /** SQS standard queue, per request (each 64 KB of payload counts as one; a batch of 10 is one request). */
  sqsRequest: 0.4 / 1e6,
  /** S3 Standard: PUT, COPY, POST, LIST and tagging requests. */
  s3Write: 0.005 / 1000,
  /** S3 Standard: GET, HEAD and other requests. */
  s3Read: 0.0004 / 1000,
  /** CloudWatch Logs, per GB ingested (standard class). */
  logsIngestGb: 0.5,
  /** SES outbound, per message. */
  sesMessage: 0.1 / 1000,
} as const;

/**
 * Bytes Lambda itself logs per invocation beside what the function logs: none for one that ends well, as deployed
 * (system log level WARN, `lib/constructs/service-function.ts`); ~320 B (START, END and REPORT) with
 * `-c systemLogLevel=INFO`.
 */
export const LAMBDA_PLATFORM_LOG_BYTES = 0;
