import { SQSClient } from '@aws-sdk/client-sqs';
import { clientTimeouts, dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { awsJsonCall, signingOf } from '@shared/adapters/aws-json.js';
import { SQS } from '@shared/adapters/sqs/sender.js';

let sqs: SQSClient | undefined;

/**
 * The SDK's SQS client, for what only the local stack and the tests do with queues (peek, drain, redrive, create).
 * The functions send with `sqsSender()` (signed JSON requests), the local pollers receive and delete with
 * `pollerSqs()`.
 */
export function sqsClient(): SQSClient {
  sqs ??= new SQSClient({ requestHandler: clientTimeouts() });
  return sqs;
}

/** What the local pollers ask of SQS, as Lambda's event source mapping does. */
export type PollerOperation = 'ReceiveMessage' | 'DeleteMessageBatch';

export interface PollerSqs {
  send<T>(operation: PollerOperation, input: object, options?: { signal?: AbortSignal }): Promise<T>;
}

let poller: (PollerSqs & { observe(listener: (operation: PollerOperation) => void): void }) | undefined;

/**
 * The local pollers' receives and deletes: signed JSON requests over keep-alive connections (`aws-json.ts`), not the
 * SDK client, whose middleware, schema serde and checksums took about twice the CPU per call (measured on a
 * receive and delete of ten messages from the SQS stand-in). `observe` sees every call (the delivery bench counts
 * them).
 */
export function pollerSqs() {
  if (poller) return poller;
  const call = awsJsonCall(SQS, signingOf(dynamoDocumentClient()));
  const listeners: ((operation: PollerOperation) => void)[] = [];
  poller = {
    send: <T>(operation: PollerOperation, input: object, options?: { signal?: AbortSignal }) => {
      listeners.forEach((listener) => listener(operation));
      return call<T>(operation, input, options);
    },
    observe: (listener) => void listeners.push(listener),
  };
  return poller;
}
