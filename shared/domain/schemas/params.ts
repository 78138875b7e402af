import * as z from 'zod/mini';
import { ID_PREFIXES, idPattern, type IdKind } from '../ids.js';

/**
 * An id path parameter of `kind`: the router answers a value that is not one with 400 `invalid_id` and the message
 * "<name> is not a valid <kind> id"; the OpenAPI document shows its pattern.
 */
export const idParam = (kind: IdKind, description: string) =>
  z
    .string()
    .check(z.regex(new RegExp(idPattern(kind)), { error: `is not a valid ${kind} id` }))
    .register(z.globalRegistry, { description, examples: [`${ID_PREFIXES[kind]}_01jd3k9v6g7b0x2m4n5p8q1r2s`] });

export const FormIdParamsSchema = z.object({ id: idParam('form', 'Form id.') });
