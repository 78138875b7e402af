import { formatMailbox } from '@shared/domain/email/addresses.js';
import type { OutgoingEmail } from '@shared/domain/email/mailer.js';
import type { SubmissionExport } from '@shared/domain/submission-exports.js';

/**
 * Tells the member who asked for an export that it is ready. Plain text with fixed wording, numbers and ids only
 * (no field value, no search text); the link opens the form's inbox in the dashboard, which signs a fresh download
 * link (a signed link in a mailbox would outlive its 15 minutes).
 */
export function exportReadyEmail(input: {
  job: SubmissionExport;
  to: string;
  from: string;
  dashboardOrigin: string;
}): OutgoingEmail {
  const { job } = input;
  const url = `${input.dashboardOrigin}/forms/${job.formId}/inbox?export=${job.id}`;
  const lines = [
    'Hello,',
    '',
    `Your ${job.format.toUpperCase()} export of ${job.rowsDone} submissions (${job.filename}) is ready.`,
    '',
    `Download it from the form's inbox within a day: ${url}`,
    '',
    'After a day the file is deleted.',
  ];
  return {
    from: formatMailbox(input.from, 'Formbase'),
    to: [input.to],
    cc: [],
    bcc: [],
    replyTo: [],
    subject: 'Your export is ready',
    text: `${lines.join('\n')}\n`,
    tags: { tenant_id: job.tenantId, kind: 'export_ready', form_id: job.formId },
  };
}
