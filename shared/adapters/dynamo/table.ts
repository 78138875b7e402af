import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** The single table: a document client plus its name. Entity modules build keys; this knows none. */
export interface Table {
  client: DynamoDBDocumentClient;
  name: string;
}

export function isConditionFailure(error: unknown): boolean {
  if (error instanceof ConditionalCheckFailedException) return true;
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');
  }
  return false;
}

/** Index of the first transaction item whose condition failed, or -1. */
export function failedTransactionItem(error: unknown): number {
  if (!(error instanceof TransactionCanceledException)) return -1;
  return (error.CancellationReasons ?? []).findIndex((r) => r.Code === 'ConditionalCheckFailed');
}
