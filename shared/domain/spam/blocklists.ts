import { emailDomain, matchDomain } from './domains.js';
import { compileNetworks, parseNetwork, type Network } from './networks.js';

/**
 * Block-list entries and the port over them. An entry belongs to one form or, with `formId` null, to every form of
 * the tenant. A submitter matching an entry is refused (403 `blocked`) before anything is stored.
 */
export interface BlockedDomain {
  id: string;
  tenantId: string;
  formId: string | null;
  /** Normalized ASCII (punycode) domain; covers its subdomains. */
  domain: string;
  createdAt: string;
}

export interface BlockedIp {
  id: string;
  tenantId: string;
  formId: string | null;
  /** Canonical address or CIDR range (`networks.ts`). */
  network: string;
  createdAt: string;
}

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
  const domain = emailDomain(email);
  if (!domain || entries.domains.length === 0) return undefined;
  const blocked = matchDomain(domain, new Set(entries.domains.map((d) => d.domain)));
  const entry = blocked ? entries.domains.find((d) => d.domain === blocked) : undefined;
  return entry ? { kind: 'domain', entryId: entry.id } : undefined;
}
