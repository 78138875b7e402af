import { accountSettings } from '@shared/account-settings.js';
import { signingOf } from '@shared/adapters/aws-json.js';
import { sqsSender } from '@shared/adapters/aws-clients.js';
import { submissionExportStore } from '@shared/adapters/dynamo/submission-exports.js';
import { submissionStore } from '@shared/adapters/dynamo/submissions.js';
import { MIN_PART_BYTES, signedExportObjects } from '@shared/adapters/s3/export-objects.js';
import { s3AccessOf } from '@shared/adapters/s3/signed-requests.js';
import { sesMailer } from '@shared/adapters/ses/mailer.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { sqsExportRuns } from '@shared/adapters/sqs/export-runs.js';
import type { ExportRunPorts } from './use-cases/run-submission-export.js';

/** The export run's dependencies; `budgetOverride` lets tests hand over after a few submissions. */
export interface ExportJobDeps extends ExportRunPorts {
  /** Milliseconds a run keeps for its last page, part and hand-over before the function's time runs out. */
  reserveMs: number;
  maxScannedPerRun?: number;
}

/** 8 MiB parts: above S3's 5 MiB minimum, ~1,250 parts for a 10 GB export (S3 allows 10,000). */
export const PART_BYTES = 8 * 1024 * 1024;

export function exportJobDeps(runtime: FunctionRuntime, overrides: Partial<ExportJobDeps> = {}): ExportJobDeps {
  const { config, table } = runtime;
  const deps: ExportJobDeps = {
    exports: submissionExportStore(table),
    submissions: submissionStore(table),
    exportObjects: signedExportObjects(s3AccessOf(config.bucketName, config.s3ForcePathStyle, table.client)),
    exportRuns: sqsExportRuns(sqsSender(), config.exportsQueueUrl),
    mailer: sesMailer(signingOf(table.client), config.sesConfigurationSet),
    mail: { from: config.mailFrom, dashboardOrigin: accountSettings(config).dashboardOrigin },
    logger: runtime.logger,
    now: runtime.now,
    partBytes: PART_BYTES,
    pageSize: 1000,
    mailFromRows: 10_000,
    reserveMs: 60_000,
    ...overrides,
  };
  if (deps.partBytes < MIN_PART_BYTES) throw new Error(`export parts must be at least ${MIN_PART_BYTES} bytes`);
  return deps;
}
