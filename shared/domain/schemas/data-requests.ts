import * as z from 'zod/mini';

/**
 * The data-request contract (spec: "Data request shapes" and the Endpoints table): the export query and the erase
 * request/response, both keyed by the data subject's e-mail address.
 */

/**
 * As permissive as the address ingest stores as `submitter_email` (one `@`, no whitespace, at most 254 characters),
 * so every stored address can be asked for, internationalised ones included. Matching is case-insensitive.
 */
const SubmitterEmailSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? "the data subject's e-mail address is required" : 'must be a string',
  })
  .check(
    z.trim(),
    z.maxLength(254, { error: 'must be at most 254 characters' }),
    z.regex(/^[^\s@]+@[^\s@]+$/u, { error: 'must be one e-mail address (in a query string, encode "+" as %2B)' }),
  )
  .register(z.globalRegistry, {
    description: "The data subject's e-mail address (the submissions' submitter_email), matched case-insensitively.",
    examples: ['ada@example.com'],
  });

export const DataRequestExportQuerySchema = z.object({ submitter_email: SubmitterEmailSchema });

export const DataRequestEraseRequestSchema = z
  .strictObject({ submitter_email: SubmitterEmailSchema })
  .register(z.globalRegistry, { id: 'DataRequestEraseRequest', examples: [{ submitter_email: 'ada@example.com' }] });

export const DataRequestEraseResponseSchema = z
  .object({
    erased: z
      .int()
      .check(z.minimum(0))
      .register(z.globalRegistry, { description: 'Submissions of this submitter deleted for good (files included).' }),
  })
  .register(z.globalRegistry, { id: 'DataRequestEraseResponse', examples: [{ erased: 3 }] });
