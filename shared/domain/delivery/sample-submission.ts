import { newId } from '../ids.js';
import { submissionView } from '../schemas/submission-views.js';
import { newSubmission } from '../submission.js';
import type { SubmissionView } from './targets.js';

/** The sample submission test sends carry (`test: true` events), shown as a real one is. */
export const sampleSubmission = (
  at: Date,
  settings: 'webhook' | 'integration',
  owner: { tenantId: string; formId: string },
): SubmissionView =>
  submissionView(
    newSubmission({
      id: newId('submission', at.getTime()),
      tenantId: owner.tenantId,
      formId: owner.formId,
      createdAt: at.toISOString(),
      fields: {
        name: 'Test Submitter',
        email: 'test@example.com',
        message: `This is a test event from your ${settings} settings.`,
      },
      submitterEmail: 'test@example.com',
    }),
  );
