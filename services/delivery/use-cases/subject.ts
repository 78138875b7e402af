import { SubjectMissingError, type DeliverySubject } from '@shared/domain/delivery/targets.js';
import { formView } from '@shared/domain/schemas/form-views.js';
import { submissionView } from '@shared/domain/schemas/submission-views.js';
import type { FormStore } from '@shared/domain/form.js';
import type { SubmissionStore } from '@shared/domain/submission.js';

export interface SubjectPorts {
  forms: Pick<FormStore, 'get'>;
  submissions: Pick<SubmissionStore, 'get'>;
}

const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
};

/**
 * The form and submission an event is about, each read at most once (strongly consistent, tenant-scoped) however
 * many targets ask for them.
 */
export function loadSubject(
  ports: SubjectPorts,
  ref: { tenantId: string; formId: string; submissionId: string | null },
): DeliverySubject {
  return {
    form: once(async () => {
      const form = await ports.forms.get(ref.tenantId, ref.formId);
      if (!form) throw new SubjectMissingError('form');
      return formView(form);
    }),
    submission: once(async () => {
      if (!ref.submissionId) return undefined;
      const submission = await ports.submissions.get(ref.tenantId, ref.formId, ref.submissionId);
      return submission ? submissionView(submission) : undefined;
    }),
  };
}
