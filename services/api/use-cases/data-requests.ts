import { DependencyUnavailableError } from '@shared/domain/errors.js';
import { submissionEvent, type EventPublisher } from '@shared/domain/events.js';
import type { FormStore } from '@shared/domain/form.js';
import { newId } from '@shared/domain/ids.js';
import {
  isTrashed,
  type ChangePlanner,
  type Submission,
  type SubmissionFileStorage,
  type SubmissionStore,
} from '@shared/domain/submission.js';
import type { Principal } from '@shared/domain/tenant.js';
import { describeError, type Logger } from '@shared/observability/log.js';
import type { CampaignMemory } from '@shared/domain/spam/campaign-memory.js';
import { forgetLearnedFrom } from './campaign-memory.js';
import { requireForm } from './form-access.js';

export interface DataRequestPorts {
  forms: Pick<FormStore, 'get'>;
  submissions: Pick<SubmissionStore, 'listBySubmitterEmail' | 'apply'>;
  files: SubmissionFileStorage;
  events: EventPublisher;
  /** What the organization's campaign memory learned from the erased submissions goes with them. */
  campaigns: Pick<CampaignMemory, 'forget'>;
  logger: Logger;
  now(): Date;
}

/** Erasure deletes for good from any state: live, trashed, locked. */
const eraseForGood: ChangePlanner = () => ({ kind: 'purge' });

/** Deletes the uploaded files; on failure nothing else has happened yet, so the request can simply be retried. */
async function deleteFiles(ports: DataRequestPorts, submissions: readonly Submission[]) {
  const keys = submissions.flatMap((s) => s.files.map((f) => f.storageKey));
  if (keys.length === 0) return;
  try {
    await ports.files.deleteObjects(keys);
  } catch (error) {
    ports.logger.error('erasure files not deleted', { count: keys.length, ...describeError(error) });
    throw new DependencyUnavailableError('the files could not be deleted; nothing was erased, retry later');
  }
}

/**
 * Tells webhook receivers to drop their copies: `submission.deleted` for each erased submission they may have been
 * sent (not already announced by trashing, not held back by the quota lock). Events carry ids only, and delivery
 * finds the submission gone, so receivers get `{id}` and no personal data. Best effort: the erasure is done whatever
 * the queue says, and a retry would find nothing left to announce.
 */
async function announceErasure(ports: DataRequestPorts, erased: readonly Submission[]) {
  const at = ports.now();
  const events = erased
    .filter((s) => !isTrashed(s) && !s.locked)
    .map((s) => submissionEvent('submission.deleted', s, newId('event', at.getTime()), at));
  if (events.length === 0) return;
  try {
    await ports.events.publish(events);
  } catch (error) {
    ports.logger.error('erasure events not queued', { count: events.length, ...describeError(error) });
  }
}

/**
 * `POST /v1/forms/{id}/data-requests/erase`: permanently deletes every submission of the form whose submitter e-mail
 * matches (case-insensitive), their uploaded files first, and the campaigns the spam filter learned from them. The purge goes through the submissions store's change path,
 * so the form counters move in the same transactions and a concurrent change can never make them drift.
 *
 * Files go before the items: if S3 fails, nothing is deleted from the table and the answer is 503, so a retry finds
 * the same submissions and finishes the job; the opposite order would leave personal data in the bucket that no
 * record points to any more.
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
  await deleteFiles(ports, matches);
  await forgetLearnedFrom(ports, principal.tenantId, matches);
  const ids = matches.map((s) => s.id);
  const outcomes = await ports.submissions.apply(principal.tenantId, formId, ids, eraseForGood);
  const erased = outcomes.flatMap((o) => (o.applied ? [o.before] : []));
  await announceErasure(ports, erased);
  return { erased: erased.length };
}
