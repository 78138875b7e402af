import { awsJsonCall, type AwsJsonService, type AwsSigning } from '../aws-json.js';
import type { Environment } from '../../config.js';

/** SQS's JSON 1.0 protocol (what the SDK's SQS client speaks), signed as `sqs`. */
export const SQS: AwsJsonService = { name: 'sqs', targetPrefix: 'AmazonSQS', jsonVersion: '1.0' };

/** The SQS operations the functions send. */
export type SqsOperation = 'SendMessage' | 'SendMessageBatch' | 'ChangeMessageVisibility';

/** SendMessageBatch's answer, as far as the functions read it. */
export interface SendMessageBatchOutput {
  Successful?: { Id: string; MessageId?: string }[];
  Failed?: { Id: string; Code?: string; SenderFault?: boolean; Message?: string }[];
}

/**
 * Runs around each operation (its retries included) before it is sent; `next` sends it (or the next interceptor
 * does). The only way to see or fail a function's SQS call from outside: tests inject faults and refusals here, the
 * cost bench counts requests.
 */
export type SqsInterceptor = (
  operation: SqsOperation,
  input: object,
  next: (input: object) => Promise<unknown>,
) => Promise<unknown>;

export interface SqsSender {
  send<T = unknown>(operation: SqsOperation, input: object): Promise<T>;
  /** Adds an interceptor (outermost last); the returned function removes it. */
  intercept(interceptor: SqsInterceptor): () => void;
}

/**
 * SQS without the SDK's SQS client: each operation is one signed JSON request (`aws-json.ts`; retries network
 * errors, 5xx and throttling twice). Errors are `AwsJsonError`s, named by SQS's error type like the SDK's.
 *
 * @example await sqsSender(signingOf(dynamoDocumentClient())).send('SendMessage', { QueueUrl, MessageBody });
 */
export function sqsSender(signing: AwsSigning, env?: Environment): SqsSender {
  const call = awsJsonCall(SQS, signing, env);
  const interceptors: SqsInterceptor[] = [];
  return {
    send<T>(operation: SqsOperation, input: object): Promise<T> {
      const run = interceptors.reduce<(input: object) => Promise<unknown>>(
        (next, interceptor) => (current) => interceptor(operation, current, next),
        (current) => call(operation, current),
      );
      return run(input) as Promise<T>;
    },
    intercept(interceptor) {
      interceptors.push(interceptor);
      return () => {
        const at = interceptors.indexOf(interceptor);
        if (at >= 0) interceptors.splice(at, 1);
      };
    },
  };
}
