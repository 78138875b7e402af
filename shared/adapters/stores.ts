import type { AppConfig } from '@shared/config.js';
import type { CredentialStore, TenantStore } from '@shared/domain/tenant.js';
import type { FormStore } from '@shared/domain/form.js';
import { credentialStore } from './dynamo/credentials.js';
import { formStore } from './dynamo/forms.js';
import { tenantStore } from './dynamo/tenants.js';
import type { Table } from './dynamo/table.js';

/** Every repository over the single table, built once per process. */
export interface Stores {
  table: Table;
  tenants: TenantStore;
  credentials: CredentialStore;
  forms: FormStore;
}

export function createStores(table: Table, _config: AppConfig): Stores {
  return {
    table,
    tenants: tenantStore(table),
    credentials: credentialStore(table),
    forms: formStore(table),
  };
}
