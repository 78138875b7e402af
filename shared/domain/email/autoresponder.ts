import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from '../entity.js';
import { UnprocessableTemplateError } from '../errors.js';
import { compileTemplate, describeProblem, type CompiledTemplate } from './template.js';

export const BodyFormatSchema = z.enum(['html', 'text']).register(z.globalRegistry, { id: 'AutoresponderBodyFormat' });
export const LocaleModeSchema = z.enum(['form', 'submitter']).register(z.globalRegistry, {
  id: 'AutoresponderLocaleMode',
  description: "`form`: {{ date }} in English (en-US); `submitter`: in the submitter's Accept-Language.",
});

/** The reply a form sends to its submitter. One per form. */
export const AutoresponderEntity = defineEntity('Autoresponder', {
  /** `ar_<ulid>`; kept across updates. */
  id: z.string(),
  tenantId: z.string(),
  formId: z.string(),
  enabled: z.boolean(),
  /** Display name of the sender; the address is always the deployment's `mailFrom`. */
  fromName: z.string(),
  /** The submitted field holding the recipient's address. */
  replyToField: z.string(),
  subjectTmpl: z.string(),
  bodyTmpl: z.string(),
  bodyFormat: BodyFormatSchema,
  /** `form`: dates in English (en-US); `submitter`: in the first language of the submission's Accept-Language. */
  localeMode: LocaleModeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Autoresponder = EntityOf<typeof AutoresponderEntity>;

export const AUTORESPONDER_DEFAULTS = {
  enabled: true,
  replyToField: 'email',
  bodyFormat: 'text',
  localeMode: 'form',
} as const satisfies Partial<Autoresponder>;

/** Port: where autoresponders live, one per form. */
export interface AutoresponderStore {
  /** The form's autoresponder; undefined when it has none or it belongs to another tenant. */
  get(tenantId: string, formId: string): Promise<Autoresponder | undefined>;
  /** Creates or replaces the form's autoresponder. */
  put(autoresponder: Autoresponder): Promise<void>;
}

export interface CompiledAutoresponder {
  subject: CompiledTemplate;
  body: CompiledTemplate;
}

/**
 * Parses both templates; throws 422 `unprocessable_template` naming the template field and the first unknown
 * variable or syntax problem.
 *
 * @example compileAutoresponder({ subjectTmpl: 'Thanks {{ name }}', bodyTmpl: '' }) // throws: unknown variable {{ name }}
 */
export function compileAutoresponder(ar: Pick<Autoresponder, 'subjectTmpl' | 'bodyTmpl'>): CompiledAutoresponder {
  const subject = compileTemplate(ar.subjectTmpl);
  if (!subject.ok)
    throw new UnprocessableTemplateError(`subject_tmpl: ${describeProblem(subject.problem)}`, 'subject_tmpl');
  const body = compileTemplate(ar.bodyTmpl);
  if (!body.ok) throw new UnprocessableTemplateError(`body_tmpl: ${describeProblem(body.problem)}`, 'body_tmpl');
  return { subject: subject.template, body: body.template };
}
