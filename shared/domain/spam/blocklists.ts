import * as z from 'zod/mini';
import { defineEntity, described, type EntityOf } from '../entity.js';
import { emailDomain, matchDomain } from './domains.js';
import { compileNetworks, parseNetwork, type Network } from './networks.js';

/**
 * Block-list entries and the port over them. An entry belongs to one form or, with `formId` null, to every form of
 * the tenant. A submitter matching an entry is refused (403 `blocked`) before anything is stored.
 */
const scope = {
  id: z.string(),
  tenantId: z.string(),
  formId: described(z.nullable(z.string()), 'null for a tenant-wide entry.'),
  createdAt: z.iso.datetime(),
};

export const BlockedDomainEntity = defineEntity('BlockedDomain', {
  ...scope,
  domain: described(z.string(), 'Normalized ASCII (punycode) domain; blocks it and all its subdomains.'),
});
export type BlockedDomain = EntityOf<typeof BlockedDomainEntity>;

export const BlockedIpEntity = defineEntity('BlockedIp', {
  ...scope,
  network: described(z.string(), 'Canonical IPv4/IPv6 address or CIDR range (host bits cleared).'),
});
export type BlockedIp = EntityOf<typeof BlockedIpEntity>;

export type BlockEntry = ({ kind: 'domain' } & BlockedDomain) | ({ kind: 'ip' } & BlockedIp);

/** Most entries of each kind one tenant may hold (ingest reads them all on every submission). */
export const MAX_BLOCK_ENTRIES_PER_KIND = 500;

/** Port: where block-list entries live (one partition per tenant). */
export interface BlockListStore {
  /** The tenant's entries that apply to `formId`: the form's own and the tenant-wide ones, oldest first. */
  forForm(tenantId: string, formId: string): Promise<{ domains: BlockedDomain[]; ips: BlockedIp[] }>;
  /** How many entries of a kind the tenant has (all forms). */
  count(tenantId: string, kind: BlockEntry['kind']): Promise<number>;
  add(entry: BlockEntry): Promise<void>;
  /** Deletes the tenant's entry; false when the tenant has no such entry. */
  remove(tenantId: string, kind: BlockEntry['kind'], id: string): Promise<boolean>;
}

/** Why a submitter is refused, for the log (never the address itself). */
export type BlockMatch = { kind: 'ip'; entryId: string } | { kind: 'domain'; entryId: string };

/** Checks a submitter's IP and e-mail domain against the entries that apply to the form. */
export function matchBlocks(
  entries: { domains: BlockedDomain[]; ips: BlockedIp[] },
  ip: string,
  email: string | null,
): BlockMatch | undefined {
  const networks = entries.ips.flatMap((e) => {
    const n = parseNetwork(e.network);
    return n ? [{ ...n, text: e.id } satisfies Network] : [];
  });
  const hit = networks.length > 0 ? compileNetworks(networks).match(ip) : undefined;
  if (hit) return { kind: 'ip', entryId: hit.text };
  if (entries.domains.length === 0) return undefined;
  const domain = emailDomain(email);
  if (!domain) return undefined;
  const blocked = matchDomain(domain, new Set(entries.domains.map((d) => d.domain)));
  const entry = blocked ? entries.domains.find((d) => d.domain === blocked) : undefined;
  return entry ? { kind: 'domain', entryId: entry.id } : undefined;
}
