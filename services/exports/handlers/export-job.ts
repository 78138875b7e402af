import middy from '@middy/core';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { processBatch } from '@shared/adapters/sqs/batch.js';
import type { ExportJobMessage } from '@shared/domain/submission-exports.js';
import { EXPORT_RECEIVES, EXPORT_RUN_SECONDS } from '@shared/infra/definition.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { describeError } from '@shared/observability/log.js';
import { exportJobDeps, type ExportJobDeps } from '../job-deps.js';
import { markExportFailed, runSubmissionExport } from '../use-cases/run-submission-export.js';

const parseMessage = (body: string): ExportJobMessage => {
  const m = JSON.parse(body) as Partial<ExportJobMessage>;
  if (typeof m.tenant_id !== 'string' || typeof m.form_id !== 'string' || typeof m.export_id !== 'string')
    throw new Error('not an export run message');
  return { tenant_id: m.tenant_id, form_id: m.form_id, export_id: m.export_id };
};

/**
 * Exports queue consumer: one export run per message, until `reserveMs` before the function's time is up (then it
 * hands over to a new message). A run that throws is retried by the message's next receive from its checkpoint;
 * on the last receive the export is marked failed.
 */
export function createExportJobHandler(deps: ExportJobDeps) {
  return middy<SQSEvent, SQSBatchResponse>().handler((event, context: Context) => {
    const remaining = context.getRemainingTimeInMillis?.() ?? EXPORT_RUN_SECONDS * 1000;
    const budget = { deadline: Date.now() + remaining - deps.reserveMs, maxScanned: deps.maxScannedPerRun };
    return processBatch(
      event,
      async (record) => {
        const message = parseMessage(record.body);
        const log = { export_id: message.export_id, form_id: message.form_id };
        try {
          return { outcome: 'done', log: { ...log, result: await runSubmissionExport(deps, message, budget) } };
        } catch (error) {
          if (Number(record.attributes.ApproximateReceiveCount) < EXPORT_RECEIVES) throw error;
          await markExportFailed(deps, message);
          return { outcome: 'done', log: { ...log, result: 'failed', ...describeError(error) } };
        }
      },
      { logger: deps.logger, consumer: 'export-job' },
    );
  });
}

export const create = (runtime: FunctionRuntime, overrides?: Partial<ExportJobDeps>) =>
  createExportJobHandler(exportJobDeps(runtime, overrides));

/** Lambda entry point of the exports queue consumer. */
export const handler = lambdaEntry(create);
