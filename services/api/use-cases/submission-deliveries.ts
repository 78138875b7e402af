import type { TimelineStore } from '@shared/domain/delivery/timeline.js';
import type { FormStore } from '@shared/domain/form.js';
import { timelineEntryView } from '@shared/domain/schemas/delivery-timeline.js';
import type { Principal } from '@shared/domain/tenant.js';
import { requireForm } from './form-access.js';

export interface SubmissionDeliveriesPorts {
  forms: Pick<FormStore, 'get'>;
  timeline: Pick<TimelineStore, 'list'>;
}

/**
 * `GET /v1/forms/{id}/submissions/{sid}/deliveries`: every outbound thing the submission caused, oldest first, from
 * one Query of its timeline. The form is checked first (another tenant's form is a 404); a submission with no
 * deliveries, or one already erased, has an empty timeline.
 */
export async function submissionDeliveries(
  ports: SubmissionDeliveriesPorts,
  principal: Principal,
  formId: string,
  submissionId: string,
) {
  const form = await requireForm(ports, principal, formId);
  const entries = await ports.timeline.list(form.id, submissionId);
  return { submission_id: submissionId, entries: entries.map(timelineEntryView) };
}
