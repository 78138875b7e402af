import * as z from 'zod/mini';
import { ID_PREFIXES, idPattern, type IdKind } from '../ids.js';

/**
 * Path-parameter schemas for the OpenAPI document. Routes still check ids with `assertId` (400 invalid_id); these
 * describe the same rule to clients.
 */
export const idParam = (kind: IdKind, description: string) =>
  z
    .string()
    .check(z.regex(new RegExp(idPattern(kind))))
    .register(z.globalRegistry, { description, examples: [`${ID_PREFIXES[kind]}_01jd3k9v6g7b0x2m4n5p8q1r2s`] });

export const FormIdParamsSchema = z.object({ id: idParam('form', 'Form id.') });
