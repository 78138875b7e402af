/** The `code` of a thrown Node.js system error (`ENOTFOUND`, `ECONNRESET`…), when it has one. */
export const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** The `name` of a thrown AWS SDK error (`ValidationException`…), when it has one. */
export const errorName = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : undefined;
