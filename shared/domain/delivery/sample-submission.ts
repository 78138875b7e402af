import { newId } from '../ids.js';
import type { SubmissionView } from './targets.js';

/** The sample submission test sends carry (`test: true` events). */
export const sampleSubmission = (at: Date, settings: 'webhook' | 'integration'): SubmissionView => ({
  id: newId('submission', at.getTime()),
  created_at: at.toISOString(),
  status: 'received',
  deleted_at: null,
  starred: false,
  locked: false,
  locked_reason: null,
  fields: {
    name: 'Test Submitter',
    email: 'test@example.com',
    message: `This is a test event from your ${settings} settings.`,
  },
  files: [],
  spam_score: null,
  submitter_email: 'test@example.com',
  submitter_ip: null,
  accept_language: null,
  origin: null,
  referer: null,
  user_agent: null,
});
