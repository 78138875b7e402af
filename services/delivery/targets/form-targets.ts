import type { DeliveryTargetsStore } from '@shared/domain/delivery/form-targets.js';
import type { DeliverySubject } from '@shared/domain/delivery/targets.js';

/**
 * The form's delivery targets (its endpoints and integrations that may deliver), one item read by key once for every
 * record of the batch that asks; started by a provider's `prefetch`, it joins the batch's read of its submissions.
 */
export const formTargetsOf = (
  targets: Pick<DeliveryTargetsStore, 'forForm'>,
  subject: DeliverySubject,
  formId: string,
) => subject.once(`targets ${formId}`, () => targets.forForm(formId));
