import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PayloadTooLargeError, ValidationError } from '@shared/domain/errors.js';

/**
 * What DynamoDB (or the document marshaller, before a request leaves) refuses about the VALUES of an item: too
 * large, nested too deep, numbers it cannot hold exactly, key names the marshaller cannot walk (`constructor`),
 * empty attribute names. Each is a property of what a client sent, so it becomes a 4xx here, in the store layer, for
 * every repository at once; schemas are meant to refuse these first and name the field.
 */
const ITEM_TOO_LARGE = /item size|size has exceeded|size of .* exceeds/i;
const MARSHALL_REFUSALS =
  /Unsupported type passed|MAX_SAFE_INTEGER|Special numeric value|Pass a non-empty set|Number .* (is|are) not|Cannot convert/;

export function storageRefusal(error: unknown): Error | undefined {
  if (!(error instanceof Error)) return undefined;
  const fromService = error.name === 'ValidationException';
  if (!fromService && !MARSHALL_REFUSALS.test(error.message)) return undefined;
  if (fromService && ITEM_TOO_LARGE.test(error.message)) {
    return new PayloadTooLargeError('the record is larger than the 400 KB a stored item may hold');
  }
  const refused = new ValidationError(
    'a value in this request cannot be stored (too deep, an unstorable number or key)',
  );
  refused.cause = error;
  return refused;
}

/**
 * Adds the mapping to a DynamoDB (document) client's middleware stack, outermost, so marshalling errors are caught
 * too.
 *
 * @example mapStorageRefusals(documentClient.middlewareStack)
 */
export function mapStorageRefusals(stack: DynamoDBDocumentClient['middlewareStack']): void {
  stack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        throw storageRefusal(error) ?? error;
      }
    },
    { step: 'initialize', priority: 'high', name: 'formbaseStorageRefusals', override: true },
  );
}
