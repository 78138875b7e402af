import { passkeyStore } from '@shared/adapters/dynamo/passkeys.js';
import { signInRateLimitStore } from '@shared/adapters/dynamo/rate-limits.js';
import { tenantStore } from '@shared/adapters/dynamo/tenants.js';
import { userStore } from '@shared/adapters/dynamo/users.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { apiFunction } from '../app.js';
import { passkeyRoutes } from '../routes/passkeys.js';

const build = ({ table }: FunctionRuntime) => ({
  stores: {
    users: userStore(table),
    tenants: tenantStore(table),
    signInLimits: signInRateLimitStore(table),
    passkeys: passkeyStore(table),
  },
});

/** Passkeys (WebAuthn, `@simplewebauthn/server`): registering, listing and removing them, and signing in with one. */
export const { create, handler, routes } = apiFunction(build, (deps) => passkeyRoutes(deps));
