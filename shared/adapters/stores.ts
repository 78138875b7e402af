import type { AppConfig } from '@shared/config.js';
import type { CredentialStore, TenantStore } from '@shared/domain/tenant.js';
import { credentialStore } from './dynamo/credentials.js';
import { tenantStore } from './dynamo/tenants.js';
import type { Table } from './dynamo/table.js';

/** Every repository over the single table, built once per process. */
export interface Stores {
  table: Table;
  tenants: TenantStore;
  credentials: CredentialStore;
}

export function createStores(table: Table, _config: AppConfig): Stores {
  return {
    table,
    tenants: tenantStore(table),
    credentials: credentialStore(table),
  };
}
