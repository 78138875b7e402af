import { NotFoundError, SubmissionLockedError } from '@shared/domain/errors.js';
import type { SubmissionStore } from '@shared/domain/submission.js';
import type { Principal } from '@shared/domain/tenant.js';
import { UPLOAD_LIMITS, type FileDownloadLinks } from '@shared/domain/uploads.js';

export interface SubmissionFilePorts {
  submissions: Pick<SubmissionStore, 'get'>;
  fileLinks: FileDownloadLinks;
}

/**
 * `GET /v1/forms/{id}/submissions/{sid}/files/{fid}`: a download link valid for five minutes. One consistent read
 * (scoped to the caller's tenant: another tenant's submission is a 404) and a presign computed locally. Trashed
 * submissions still serve their files (the owner may check before deleting for good); a locked one hides them
 * (403 `submission_locked`); a rejected file was never kept (404).
 */
export async function fileDownloadLink(
  ports: SubmissionFilePorts,
  principal: Principal,
  formId: string,
  submissionId: string,
  fileId: string,
): Promise<{ url: string; expires_in: number }> {
  const submission = await ports.submissions.get(principal.tenantId, formId, submissionId);
  if (!submission) throw new NotFoundError('submission not found', 'sid');
  if (submission.locked) {
    throw new SubmissionLockedError(
      'the submission is locked over the plan quota; its files are available once it unlocks',
      'sid',
    );
  }
  const file = submission.files.find((f) => f.id === fileId);
  if (!file) throw new NotFoundError('file not found', 'fid');
  if (file.status !== 'finalized') throw new NotFoundError(`the file was ${file.status}, so it was not kept`, 'fid');
  const expiresIn = UPLOAD_LIMITS.downloadUrlSeconds;
  return { url: await ports.fileLinks.presignGet(file, expiresIn), expires_in: expiresIn };
}
