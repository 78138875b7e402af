import type { DocumentClient } from './document-client.js';
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
 * Adds the mapping around every call of the DynamoDB client (marshalling errors included).
 *
 * @example mapStorageRefusals(documentClient)
 */
export function mapStorageRefusals(client: DocumentClient): void {
  client.intercept(async (_call, next) => {
    try {
      return await next();
    } catch (error) {
      throw storageRefusal(error) ?? error;
    }
  });
}
