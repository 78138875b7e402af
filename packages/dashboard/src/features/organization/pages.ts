export { OrganizationPage } from './OrganizationPage';
export { MembersPage } from './MembersPage';
export { ApiKeysPage } from './ApiKeysPage';
export { AuditLogPage } from './AuditLogPage';
