import type { AppConfig } from '@shared/config.js';
import type { CredentialStore, TenantStore } from '@shared/domain/tenant.js';
import type { FormStore } from '@shared/domain/form.js';
import type { SubmissionStore } from '@shared/domain/submission.js';
import type { FormKeyStore } from '@shared/domain/form-key.js';
import type { AutoresponderStore } from '@shared/domain/email/autoresponder.js';
import type { SuppressionStore } from '@shared/domain/email/suppression.js';
import { autoresponderStore } from './dynamo/autoresponders.js';
import { suppressionStore } from './dynamo/suppressions.js';
import { credentialStore } from './dynamo/credentials.js';
import { formStore } from './dynamo/forms.js';
import { submissionStore } from './dynamo/submissions.js';
import { formKeyStore } from './dynamo/form-keys.js';
import { tenantStore } from './dynamo/tenants.js';
import type { Table } from './dynamo/table.js';

/** Every repository over the single table, built once per process. */
export interface Stores {
  table: Table;
  tenants: TenantStore;
  credentials: CredentialStore;
  forms: FormStore;
  submissions: SubmissionStore;
  formKeys: FormKeyStore;
  autoresponders: AutoresponderStore;
  suppressions: SuppressionStore;
}

export function createStores(table: Table, _config: AppConfig): Stores {
  return {
    table,
    tenants: tenantStore(table),
    credentials: credentialStore(table),
    forms: formStore(table),
    submissions: submissionStore(table),
    formKeys: formKeyStore(table),
    autoresponders: autoresponderStore(table),
    suppressions: suppressionStore(table),
  };
}
