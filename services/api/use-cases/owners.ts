import { normalizeAddress } from '@shared/domain/email/addresses.js';
import type { AccountPorts } from './accounts-ports.js';
import { createSignInLink, createUser } from './sign-in.js';

type Ports = Pick<AccountPorts, 'users' | 'memberships' | 'signInLinks' | 'now'> & {
  settings: Pick<AccountPorts['settings'], 'dashboardOrigin'>;
};

/**
 * The operator's way in (`npm run admin -- owner create`, and the local dev owner of `npm start`): the address
 * becomes a user (if it was none) and an owner of the organization, whatever the sign-up setting, and gets a
 * sign-in link (15 minutes, single use) to open. Running it again makes a new link.
 */
export async function createOwner(ports: Ports, input: { tenantId: string; email: string }) {
  const email = normalizeAddress(input.email);
  const user = (await ports.users.findByEmail(email)) ?? (await createUser(ports, email));
  const membership = await ports.memberships.get(input.tenantId, user.id);
  if (!membership)
    await ports.memberships.add({
      tenantId: input.tenantId,
      userId: user.id,
      email,
      role: 'owner',
      joinedAt: ports.now().toISOString(),
    });
  else if (membership.role !== 'owner')
    await ports.memberships.setRole(input.tenantId, user.id, membership.role, 'owner');
  return { userId: user.id, email, signInLink: await createSignInLink(ports, email) };
}
