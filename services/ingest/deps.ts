import { planCatalog } from '@shared/domain/plans.js';
import { blockListReader } from '@shared/adapters/dynamo/blocklists.js';
import { formKeyChecker } from '@shared/adapters/dynamo/form-keys.js';
import { formSlugReader } from '@shared/adapters/dynamo/forms.js';
import { lockedEntryWrite } from '@shared/adapters/dynamo/locked-submissions.js';
import { pendingUploadStore } from '@shared/adapters/dynamo/pending-uploads.js';
import { rateLimitStore } from '@shared/adapters/dynamo/rate-limits.js';
import { submissionWriter } from '@shared/adapters/dynamo/submissions.js';
import type { Table } from '@shared/adapters/dynamo/table.js';
import { tenantRecordReader } from '@shared/adapters/dynamo/tenants.js';
import { submissionUsage } from '@shared/adapters/dynamo/usage.js';
import { planPlaces } from '@shared/adapters/dynamo/plan-places.js';
import { s3AccessOf } from '@shared/adapters/s3/signed-requests.js';
import { s3UploadObjects } from '@shared/adapters/s3/uploads.js';
import type { AppConfig } from '@shared/config.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { verifyFormKey } from '@shared/domain/form-key.js';
import { dbipCountryLocator } from '@shared/adapters/geo/dbip-country.js';
import { spamJudge } from '@shared/adapters/spam-judge.js';
import {
  cachedBlockLists,
  cachedForms,
  cachedTenants,
  predictedUsage,
  rememberedFullShards,
  rememberRefusals,
} from './caches.js';
import type { FormKeyVerifier, IngestPorts } from './ports.js';

/** The ingest function's dependencies: its ports plus configuration. */
export interface IngestDeps extends IngestPorts {
  config: AppConfig;
}

/** Form access keys through the form-key module (one consistent read; `last_used_at` at most once a minute). */
const formKeyVerifier = (table: Table): FormKeyVerifier => {
  const store = formKeyChecker(table);
  return {
    verify: async (formId, key, via, at, scope = 'submit') => {
      const check = await verifyFormKey(store, formId, key, { via, now: at });
      return check.status === 'valid' && check.key.scopes.includes(scope) ? check.key.mode : null;
    },
  };
};

/**
 * The ingest function's dependencies over a function runtime. Only the modules ingest needs are imported, which
 * keeps the function bundle small. A warm function reuses forms, tenants, block lists and usage counts it read for
 * `config.ingestCacheSeconds` (`caches.ts`). `overrides` replaces any port (tests inject faults; the spam
 * capability plugs its judge in here).
 */
export function ingestDeps(runtime: FunctionRuntime, overrides: Partial<IngestPorts> = {}): IngestDeps {
  const { config, table } = runtime;
  const cache = { ttlMs: (config.ingestCacheSeconds ?? 0) * 1000 };
  // One read of a tenant's item serves its plan and the campaign memory's mark (the lookup is skipped without one).
  const tenantRecords = cachedTenants(tenantRecordReader(table), cache);
  return {
    config,
    forms: cachedForms(formSlugReader(table), cache),
    tenants: { get: async (id) => (await tenantRecords.get(id))?.tenant },
    formKeys: formKeyVerifier(table),
    rateLimits: rememberRefusals(rateLimitStore(table), cache),
    usage: predictedUsage(submissionUsage(table), cache),
    places: planPlaces(table),
    fullShards: rememberedFullShards(cache),
    submissions: submissionWriter(table),
    lockedSubmissions: { entryWrite: lockedEntryWrite },
    // Upload objects through requests the SDK's presigner signs with the DynamoDB client's credentials: no S3 client
    // in this bundle (shared/adapters/s3/presign.ts).
    uploads: {
      pending: pendingUploadStore(table),
      objects: s3UploadObjects(s3AccessOf(config.bucketName, config.s3ForcePathStyle, table.client)),
    },
    spam: spamJudge(config, table, {
      blocks: cachedBlockLists(blockListReader(table), cache),
      campaignsUntil: async (tenantId) => (await tenantRecords.get(tenantId))?.campaignsUntil,
    }),
    geo: dbipCountryLocator,
    planOf: planCatalog(config.planLimits),
    logger: runtime.logger,
    now: runtime.now,
    ...overrides,
  };
}
