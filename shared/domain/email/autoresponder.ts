import { UnprocessableTemplateError } from '../errors.js';
import { compileTemplate, describeProblem, type CompiledTemplate } from './template.js';

/** The reply a form sends to its submitter. One per form. */
export interface Autoresponder {
  /** `ar_<ulid>`; kept across updates. */
  id: string;
  tenantId: string;
  formId: string;
  enabled: boolean;
  /** Display name of the sender; the address is always the deployment's `mailFrom`. */
  fromName: string;
  /** The submitted field holding the recipient's address. */
  replyToField: string;
  subjectTmpl: string;
  bodyTmpl: string;
  bodyFormat: 'html' | 'text';
  /** `form`: dates in English (en-US); `submitter`: in the first language of the submission's Accept-Language. */
  localeMode: 'form' | 'submitter';
  createdAt: string;
  updatedAt: string;
}

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
