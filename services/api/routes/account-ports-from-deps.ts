import { accountSettings } from '@shared/account-settings.js';
import type { ApiParts } from '../deps.js';
import type { AccountPorts, SessionPorts } from '../use-cases/accounts-ports.js';

/** The stores starting a session uses, and those of every accounts route. */
export type SessionStore = 'users' | 'tenants' | 'signInLimits';
export type AccountStore = SessionStore | 'signInLinks' | 'invitations' | 'failedRedemptions';

/** The ports that start a session, from an API function's dependencies. */
export const sessionPorts = (deps: ApiParts<never, SessionStore>): SessionPorts => ({
  ...deps.stores,
  settings: { ...accountSettings(deps.config), mailFrom: deps.config.mailFrom },
  logger: deps.logger,
  now: deps.now,
});

/** The accounts use cases' ports from an API function's dependencies. */
export const accountPorts = (deps: ApiParts<'mailer', AccountStore>): AccountPorts => ({
  ...sessionPorts(deps),
  ...deps.stores,
  mailer: deps.mailer,
});
