/**
 * Input limits of the public endpoint. A body over a limit is refused whole (nothing stored); see
 * docs/decisions/public-endpoint.md for why each value was chosen.
 */
export const INGEST_LIMITS = {
  /** Raw request body; files go through presigned uploads instead. */
  bodyBytes: 1024 * 1024,
  /** Field values counted across the whole body (repeated names and nested JSON values each count). */
  fields: 1000,
  /** Characters of one field name (top level or nested JSON key). */
  nameChars: 256,
  /** UTF-8 bytes of one string value. */
  valueBytes: 64 * 1024,
  /**
   * Stored size of the fields (checked on the parsed names and values, then on their JSON text after privacy rules).
   * DynamoDB refuses items over 400 KB; the rest of the item (metadata) fits in the remainder.
   */
  storedBytes: 320 * 1024,
  /** Levels of objects/arrays inside a top-level JSON value; deeper nesting is refused, never flattened. */
  jsonDepth: 5,
} as const;
