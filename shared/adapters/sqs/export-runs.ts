import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { ExportJobQueue } from '@shared/domain/submission-exports.js';

/** Export runs on the exports queue: one SendMessage each (a new export, or one handing over to its next run). */
export function sqsExportRuns(sqs: SQSClient, queueUrl: string): ExportJobQueue {
  return {
    async send(message) {
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
    },
  };
}
