import type { SqsSender } from './sender.js';
import type { ExportJobQueue } from '@shared/domain/submission-exports.js';

/** Export runs on the exports queue: one SendMessage each (a new export, or one handing over to its next run). */
export function sqsExportRuns(sqs: SqsSender, queueUrl: string): ExportJobQueue {
  return {
    async send(message) {
      await sqs.send('SendMessage', { QueueUrl: queueUrl, MessageBody: JSON.stringify(message) });
    },
  };
}
