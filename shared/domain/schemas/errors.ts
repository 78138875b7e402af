import * as z from 'zod/mini';
import { described, withMeta } from './meta.js';

/** The one error envelope every endpoint answers with (spec: Errors). */
export const ErrorEnvelopeSchema = withMeta(
  z.object({
    error: z.object({
      code: described(z.string(), 'Stable machine-readable code, e.g. validation_error, not_found.'),
      message: described(z.string(), 'Human-readable explanation; never contains submitted values.'),
      field: described(
        z.optional(z.string()),
        'Dotted path of the rejected request field, e.g. settings.rate_limit.limit.',
      ),
    }),
  }),
  {
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
  },
);
