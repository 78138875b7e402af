import type { MembershipStore } from '../accounts.js';
import type { Tenant } from '../tenant.js';
import { isMailAddress, normalizeAddress } from './addresses.js';

/**
 * Where an organization's notices go (plan usage, a suppressed notification address): the members whose role is
 * owner now, read when the notice is sent. Only an organization without any member (made by the operator's command
 * line for an address nobody has signed in with yet) falls back to the address it was made for.
 */
export async function ownerAddresses(
  memberships: Pick<MembershipStore, 'listForTenant'>,
  tenant: Pick<Tenant, 'id' | 'ownerEmail'>,
): Promise<string[]> {
  const members = await memberships.listForTenant(tenant.id);
  const addresses = members.length
    ? members.filter((m) => m.role === 'owner').map((m) => m.email)
    : [tenant.ownerEmail];
  return [...new Set(addresses.filter(isMailAddress).map(normalizeAddress))];
}
