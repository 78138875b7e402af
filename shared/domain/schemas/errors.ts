import { z } from 'zod';

/** The one error envelope every endpoint answers with (spec: Errors). */
export const ErrorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable machine-readable code, e.g. validation_error, not_found.' }),
      message: z.string().meta({ description: 'Human-readable explanation; never contains submitted values.' }),
      field: z
        .string()
        .optional()
        .meta({ description: 'Dotted path of the rejected request field, e.g. settings.rate_limit.limit.' }),
    }),
  })
  .meta({
    id: 'Error',
    examples: [
      {
        error: {
          code: 'validation_error',
          message: 'settings.rate_limit.limit: Too big',
          field: 'settings.rate_limit.limit',
        },
      },
    ],
  });
