import DataLoader from 'dataloader';
import { SubjectMissingError, type DeliverySubject } from '@shared/domain/delivery/targets.js';
import { formView } from '@shared/domain/schemas/form-views.js';
import { submissionView } from '@shared/domain/schemas/submission-views.js';
import type { FormStore } from '@shared/domain/form.js';
import type { SubmissionRef, SubmissionStore } from '@shared/domain/submission.js';
import type { DeliveryRef, DeliveryStore, FirstTryState } from '@shared/domain/delivery/deliveries.js';

export interface SubjectPorts {
  forms: Pick<FormStore, 'get'>;
  submissions: Pick<SubmissionStore, 'getEach'>;
  deliveries: Pick<DeliveryStore, 'firstTryStates'>;
}

type SubmissionView = Awaited<ReturnType<DeliverySubject['submission']>>;

/**
 * The reads of one queue batch (one invocation), whose records are all handled at one moment: every submission
 * asked for in the same tick is read in one strongly consistent BatchGetItem, each form and each of its settings
 * (`DeliverySubject.once`) once. A new batch reads afresh, so nothing is older than it would be read per record.
 */
export interface BatchReads {
  subject(ref: { tenantId: string; formId: string; submissionId: string | null }): DeliverySubject;
  /** The next read of this submission goes to the table again (it was not stored yet). */
  forget(ref: SubmissionRef): void;
  /** What a consistent read finds of this delivery (`DeliveryStore.firstTryStates`, all asked in a tick at once). */
  firstTryState(ref: DeliveryRef): Promise<FirstTryState>;
  /** True for the batch's first message about this delivery only (later copies in the batch are duplicates). */
  firstInBatch(deliveryId: string): boolean;
}

const refKey = (r: SubmissionRef) => `${r.tenantId} ${r.formId} ${r.id}`;

export function batchReads(ports: SubjectPorts): BatchReads {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let read = memo.get(key) as Promise<T> | undefined;
    if (!read) memo.set(key, (read = load()));
    return read;
  };
  const submissions = new DataLoader<SubmissionRef, SubmissionView, string>(
    async (refs) => (await ports.submissions.getEach(refs)).map((s) => (s ? submissionView(s) : undefined)),
    { cacheKeyFn: refKey, maxBatchSize: 100 },
  );
  const states = new DataLoader<DeliveryRef, FirstTryState, string>((refs) => ports.deliveries.firstTryStates(refs), {
    cacheKeyFn: (r) => `${r.targetKey} ${r.id} ${r.generation}`,
    maxBatchSize: 100,
  });
  const asked = new Set<string>();
  return {
    subject: (ref) => ({
      form: () =>
        once(`form ${ref.tenantId} ${ref.formId}`, async () => {
          const form = await ports.forms.get(ref.tenantId, ref.formId);
          if (!form) throw new SubjectMissingError('form');
          return formView(form);
        }),
      submission: async () =>
        ref.submissionId
          ? submissions.load({ tenantId: ref.tenantId, formId: ref.formId, id: ref.submissionId })
          : undefined,
      once,
    }),
    forget: (ref) => void submissions.clear(ref),
    firstTryState: (ref) => states.load(ref),
    firstInBatch: (deliveryId) => !asked.has(deliveryId) && Boolean(asked.add(deliveryId)),
  };
}
