import { SQSClient } from '@aws-sdk/client-sqs';
import { clientTimeouts } from '@shared/adapters/aws-clients.js';

let sqs: SQSClient | undefined;

/**
 * The SDK's SQS client, for what only the local stack and the tests do with queues (receive and delete as Lambda's
 * event source mapping does, peek, drain, redrive). The functions send with `sqsSender()` (signed JSON requests).
 */
export function sqsClient(): SQSClient {
  sqs ??= new SQSClient({ requestHandler: clientTimeouts() });
  return sqs;
}
