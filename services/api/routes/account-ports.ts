import { accountSettings } from '@shared/config.js';
import type { ApiParts } from '../deps.js';
import type { AccountPorts } from '../use-cases/accounts-ports.js';

/** The stores the accounts routes use. */
export type AccountStore = 'users' | 'tenants' | 'signInLinks' | 'invitations' | 'rateLimits';

/** The accounts use cases' ports from an API function's dependencies. */
export const accountPorts = (deps: ApiParts<'mailer', AccountStore>): AccountPorts => ({
  ...deps.stores,
  mailer: deps.mailer,
  settings: { ...accountSettings(deps.config), mailFrom: deps.config.mailFrom },
  now: deps.now,
});
