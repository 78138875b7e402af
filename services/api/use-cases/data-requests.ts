import { DependencyUnavailableError } from '@shared/domain/errors.js';
import type { FormStore } from '@shared/domain/form.js';
import type {
  ChangePlanner,
  SubmissionFileStorage,
  SubmissionStore,
} from '@shared/domain/submission.js';
import type { Principal } from '@shared/domain/tenant.js';
import { describeError, type Logger } from '@shared/http/log.js';
import { requireForm } from './form-access.js';

export interface DataRequestPorts {
  forms: Pick<FormStore, 'get'>;
  submissions: Pick<SubmissionStore, 'listBySubmitterEmail' | 'apply'>;
  files: SubmissionFileStorage;
  logger: Logger;
}

/** Erasure deletes for good from any state: live, trashed, locked. */
const eraseForGood: ChangePlanner = () => ({ kind: 'purge' });

/**
 * `POST /v1/forms/{id}/data-requests/erase`: permanently deletes every submission of the form whose submitter e-mail
 * matches (case-insensitive), their uploaded files first. The purge goes through the submissions store's change path,
 * so the form counters move in the same transactions and a concurrent change can never make them drift.
 *
 * Files go before the items: if S3 fails, nothing is deleted from the table and the answer is 503, so a retry finds
 * the same submissions and finishes the job; the opposite order would leave personal data in the bucket that no
 * record points to any more. Sends no webhook events (see docs/decisions.md, "Data requests").
 *
 * @example await eraseSubmitterData(ports, principal, 'frm_…', 'ada@example.com') // { erased: 3 }
 */
export async function eraseSubmitterData(
  ports: DataRequestPorts,
  principal: Principal,
  formId: string,
  email: string,
): Promise<{ erased: number }> {
  const [, found] = await Promise.all([
    requireForm(ports, principal, formId),
    ports.submissions.listBySubmitterEmail(formId, email),
  ]);
  const matches = found.filter((s) => s.tenantId === principal.tenantId);
  if (matches.length === 0) return { erased: 0 };
  const fileKeys = matches.flatMap((s) => s.files.map((f) => f.storageKey));
  if (fileKeys.length > 0) {
    try {
      await ports.files.deleteObjects(fileKeys);
    } catch (error) {
      ports.logger.error('erasure files not deleted', { count: fileKeys.length, ...describeError(error) });
      throw new DependencyUnavailableError('the files could not be deleted; nothing was erased, retry later');
    }
  }
  const outcomes = await ports.submissions.apply(
    principal.tenantId,
    formId,
    matches.map((s) => s.id),
    eraseForGood,
  );
  return { erased: outcomes.filter((o) => o.applied).length };
}
