/**
 * Input limits of the public endpoint. A body over a limit is refused whole (nothing stored); see
 * docs/decisions/public-endpoint.md for why each value was chosen.
 */
export const INGEST_LIMITS = {
  /** Raw request body without files (a multipart body with files: `BODY_FILE_LIMITS`). */
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

/**
 * Files a plain HTML form sends in a `multipart/form-data` body: as much as one Lambda request carries. API Gateway
 * hands a multipart body to the function base64-encoded, and a synchronous invocation carries at most 6 MB: 4 MiB
 * of files plus 200 KiB of fields and part headers is 5.87 MB encoded, leaving room for the event's headers. Larger
 * files go through the presigned uploads (`_uploads`), which take up to 10 MiB each.
 */
export const BODY_FILE_LIMITS = {
  /** Raw bytes of a multipart body that carries files. */
  bodyBytes: 4 * 1024 * 1024 + 200 * 1024,
  /** Bytes of all its files together. */
  totalBytes: 4 * 1024 * 1024,
  /** Files in one body (as many as one submission may list under `_uploads`). */
  files: 10,
  /** Characters of a file name as the browser reports it. */
  filenameChars: 255,
} as const;
