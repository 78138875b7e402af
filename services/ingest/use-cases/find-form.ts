import { FormInactiveError, NotFoundError } from '@shared/domain/errors.js';
import { acceptsSubmissions, isPublicSlug, type Form } from '@shared/domain/form.js';
import type { IngestPorts } from '../ports.js';

/** The form behind a public slug; 404 for a malformed or unknown slug (malformed ones cost no read). */
export async function findForm(ports: Pick<IngestPorts, 'forms'>, slug: string): Promise<Form> {
  const form = isPublicSlug(slug) ? await ports.forms.getBySlug(slug) : undefined;
  if (!form) throw new NotFoundError('no form has this address');
  return form;
}

/** 410 for a form that is inactive or in trash. */
export function assertAcceptsSubmissions(form: Form): void {
  if (!acceptsSubmissions(form)) throw new FormInactiveError('this form no longer accepts submissions');
}
