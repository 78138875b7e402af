import { failedRedemptionCounter } from '@shared/adapters/dynamo/failed-redemptions.js';
import { invitationStore } from '@shared/adapters/dynamo/invitations.js';
import { signInRateLimitStore } from '@shared/adapters/dynamo/rate-limits.js';
import { signInLinkStore } from '@shared/adapters/dynamo/sign-in-links.js';
import { tenantStore } from '@shared/adapters/dynamo/tenants.js';
import { userStore } from '@shared/adapters/dynamo/users.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { apiFunction } from '../app.js';
import { mailerPort } from '../deps.js';
import { authRoutes } from '../routes/auth.js';
import { meRoutes } from '../routes/me.js';
import { invitationRoutes } from '../routes/invitations.js';
import { memberRoutes } from '../routes/members.js';

const build = (runtime: FunctionRuntime) => {
  const { table } = runtime;
  return {
    stores: {
      users: userStore(table),
      tenants: tenantStore(table),
      signInLinks: signInLinkStore(table),
      invitations: invitationStore(table),
      signInLimits: signInRateLimitStore(table),
      failedRedemptions: failedRedemptionCounter(table),
    },
    mailer: mailerPort(runtime),
  };
};

/**
 * People and organizations: sign-in by e-mail link, sessions, the user's account, organizations, members,
 * invitations and the audit log. Passkeys are `passkeys.ts` (their verification library weighs more than all this).
 */
export const { create, handler, routes } = apiFunction(build, (deps) => [
  ...authRoutes(deps),
  ...meRoutes(deps),
  ...memberRoutes(deps),
  ...invitationRoutes(deps),
]);
