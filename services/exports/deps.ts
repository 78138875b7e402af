import { auditLogStore } from '@shared/adapters/dynamo/audit-log.js';
import { credentialStore } from '@shared/adapters/dynamo/credentials.js';
import { membershipStore } from '@shared/adapters/dynamo/memberships.js';
import type { MembershipStore } from '@shared/domain/accounts.js';
import type { AuditLog } from '@shared/domain/audit.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { submissionStore } from '@shared/adapters/dynamo/submissions.js';
import { signedExportFiles } from '@shared/adapters/s3/export-files.js';
import { s3AccessOf } from '@shared/adapters/s3/signed-requests.js';
import type { AppConfig } from '@shared/config.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import type { CredentialStore } from '@shared/domain/tenant.js';
import { submissionExportStore } from '@shared/adapters/dynamo/submission-exports.js';
import { signedExportObjects } from '@shared/adapters/s3/export-objects.js';
import { sqsSender } from '@shared/adapters/aws-clients.js';
import { sqsExportRuns } from '@shared/adapters/sqs/export-runs.js';
import type { ExportPorts } from './use-cases/export-submitter.js';
import type { SubmissionExportPorts } from './use-cases/submission-exports.js';

/** The exports function's dependencies: its use case's ports plus authentication and logging. */
export interface ExportsDeps extends ExportPorts, SubmissionExportPorts {
  config: AppConfig;
  credentials: CredentialStore;
  memberships: MembershipStore;
  /** Each export request is a line in the organization's audit log. */
  auditLog: AuditLog;
}

/**
 * Lambda's synchronous response is capped at 6 MB, counted on the JSON the runtime serializes (quotes and line
 * breaks escaped); 5 MB of that leaves room for the envelope and headers.
 */
export const INLINE_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * The exports dependencies over a function runtime and the files bucket. Only the modules the export needs are
 * imported, which keeps the function bundle small. `overrides` replaces any port (tests lower the inline limit).
 */
export function exportsDeps(runtime: FunctionRuntime, overrides: Partial<ExportsDeps> = {}): ExportsDeps {
  const { config, table } = runtime;
  const s3 = s3AccessOf(config.bucketName, config.s3ForcePathStyle, table.client);
  return {
    config,
    credentials: credentialStore(table),
    memberships: membershipStore(table),
    auditLog: auditLogStore(table),
    forms: formStore(table),
    submissions: submissionStore(table),
    largeExports: signedExportFiles(s3),
    exports: submissionExportStore(table),
    exportRuns: sqsExportRuns(sqsSender(), config.exportsQueueUrl),
    exportObjects: signedExportObjects(s3),
    logger: runtime.logger,
    now: runtime.now,
    inlineLimitBytes: INLINE_LIMIT_BYTES,
    ...overrides,
  };
}
