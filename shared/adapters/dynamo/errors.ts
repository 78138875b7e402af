import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { attributeValues } from './wire.js';

/** One item's reason in a cancelled transaction, as the SDK gives it (`Item` when the request asked for it). */
export interface CancellationReason {
  Code?: string;
  Message?: string;
  Item?: Record<string, AttributeValue>;
}

/**
 * DynamoDB's answer to a refused request, shaped as the SDK's service exceptions are: `name` is the error type
 * (`ConditionalCheckFailedException`, `TransactionCanceledException`, `ProvisionedThroughputExceededException`…),
 * `message` DynamoDB's text, `$metadata.httpStatusCode`, `$fault`, and the fields of the error's body the code reads
 * (`Item` of a failed condition, `CancellationReasons` of a cancelled transaction, their items in `AttributeValue`
 * form as the SDK leaves them).
 */
export class DynamoError extends Error {
  readonly $metadata: { httpStatusCode: number; requestId?: string };
  readonly $fault: 'client' | 'server';
  readonly Item?: Record<string, AttributeValue>;
  readonly CancellationReasons?: CancellationReason[];

  constructor(status: number, requestId: string | undefined, text: string) {
    const body = parsed(text);
    super(body.message ?? body.Message ?? `DynamoDB answered ${status}`);
    this.name = body.__type?.split('#').pop() || (status >= 500 ? 'InternalServerError' : 'UnknownError');
    this.$metadata = { httpStatusCode: status, requestId };
    this.$fault = status >= 500 ? 'server' : 'client';
    if (body.Item) this.Item = attributeValues(body.Item);
    if (body.CancellationReasons)
      this.CancellationReasons = body.CancellationReasons.map((reason) =>
        reason.Item ? { ...reason, Item: attributeValues(reason.Item) } : (reason as CancellationReason),
      );
  }
}

interface ErrorBody {
  __type?: string;
  message?: string;
  Message?: string;
  Item?: Record<string, Record<string, unknown>>;
  CancellationReasons?: (Omit<CancellationReason, 'Item'> & { Item?: Record<string, Record<string, unknown>> })[];
}

function parsed(text: string): ErrorBody {
  try {
    return (JSON.parse(text) as ErrorBody | null) ?? {};
  } catch {
    return {};
  }
}

/** The error DynamoDB names `name` (an SDK exception or a `DynamoError`: both carry the type as their name). */
export const isDynamoError = (error: unknown, name: string): error is DynamoError =>
  error instanceof Error && error.name === name;

/** A failed condition of a single write. */
export const isConditionFailure = (error: unknown): error is DynamoError =>
  isDynamoError(error, 'ConditionalCheckFailedException');

/** A cancelled transaction (`CancellationReasons` say why, item by item). */
export const isTransactionCancelled = (error: unknown): error is DynamoError =>
  isDynamoError(error, 'TransactionCanceledException');
