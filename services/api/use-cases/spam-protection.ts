import { NotFoundError, ValidationError } from '@shared/domain/errors.js';
import type { EmailHygienePolicy, FormCaptcha } from '@shared/domain/form.js';
import { newId } from '@shared/domain/ids.js';
import {
  MAX_BLOCK_ENTRIES_PER_KIND,
  type BlockedDomain,
  type BlockedIp,
  type BlockListStore,
} from '@shared/domain/spam/blocklists.js';
import { blockedDomainView, blockedIpView } from '@shared/domain/schemas/spam-protection.js';
import { DEFAULT_MIN_SCORE, type CaptchaProvider } from '@shared/domain/spam/captcha.js';
import { normalizeDomain, type DomainProblem } from '@shared/domain/spam/domains.js';
import { parseNetwork } from '@shared/domain/spam/networks.js';
import type { FormProtectionStore } from '@shared/domain/spam/protection.js';
import type { Principal } from '@shared/domain/tenant.js';

interface Ports {
  blocks: BlockListStore;
  protection: FormProtectionStore;
  now(): Date;
}

type Scope = 'form' | 'tenant';

async function requireForm(ports: Ports, principal: Principal, formId: string) {
  const protection = await ports.protection.get(principal.tenantId, formId);
  if (!protection) throw new NotFoundError('form not found', 'id');
  return protection;
}

async function checkRoom(ports: Ports, principal: Principal, kind: 'domain' | 'ip', field: string) {
  if ((await ports.blocks.count(principal.tenantId, kind)) >= MAX_BLOCK_ENTRIES_PER_KIND) {
    throw new ValidationError(
      `a tenant can hold at most ${MAX_BLOCK_ENTRIES_PER_KIND} blocked ${kind === 'ip' ? 'networks' : 'domains'}`,
      field,
    );
  }
}

/** `GET /v1/forms/{id}/blocked-domains` and `.../blocked-ips`: the form's entries and the tenant-wide ones. */
export async function listBlocks(ports: Ports, principal: Principal, formId: string) {
  await requireForm(ports, principal, formId);
  const { domains, ips } = await ports.blocks.forForm(principal.tenantId, formId);
  return { domains: domains.map(blockedDomainView), ips: ips.map(blockedIpView) };
}

const DOMAIN_PROBLEMS: Record<DomainProblem, string> = {
  empty: 'domain is empty',
  not_a_bare_domain: 'domain must be a bare domain name (no scheme, path, port, @ or wildcard)',
  invalid_idna: 'domain is not a valid internationalized domain name',
  invalid_label: 'each label of domain must be 1-63 letters, digits or hyphens, not starting or ending with a hyphen',
  too_long: 'domain is longer than 253 characters',
  ip_address: 'domain is an IP address; block it under blocked-ips',
};

/**
 * `POST /v1/forms/{id}/blocked-domains`: validates and normalizes the domain (IDNA → punycode, lowercase, no
 * trailing dot). Adding an entry that already exists in the same scope returns the existing one.
 */
export async function addBlockedDomain(
  ports: Ports,
  principal: Principal,
  formId: string,
  input: { domain: string; scope: Scope },
) {
  const normalized = normalizeDomain(input.domain);
  if ('problem' in normalized) throw new ValidationError(DOMAIN_PROBLEMS[normalized.problem], 'domain');
  await requireForm(ports, principal, formId);
  const target = input.scope === 'tenant' ? null : formId;
  const existing = (await ports.blocks.forForm(principal.tenantId, formId)).domains.find(
    (d) => d.domain === normalized.domain && d.formId === target,
  );
  if (existing) return blockedDomainView(existing);
  await checkRoom(ports, principal, 'domain', 'domain');
  const now = ports.now();
  const entry: BlockedDomain = {
    id: newId('blockedDomain', now.getTime()),
    tenantId: principal.tenantId,
    formId: target,
    domain: normalized.domain,
    createdAt: now.toISOString(),
  };
  await ports.blocks.add({ kind: 'domain', ...entry });
  return blockedDomainView(entry);
}

/** `POST /v1/forms/{id}/blocked-ips`: an address or CIDR range, stored in canonical form (host bits cleared). */
export async function addBlockedIp(
  ports: Ports,
  principal: Principal,
  formId: string,
  input: { network: string; scope: Scope },
) {
  const network = parseNetwork(input.network.trim());
  if (!network)
    throw new ValidationError(
      'network must be an IPv4 or IPv6 address or CIDR range (prefix 0-32 for IPv4, 0-128 for IPv6)',
      'network',
    );
  await requireForm(ports, principal, formId);
  const target = input.scope === 'tenant' ? null : formId;
  const existing = (await ports.blocks.forForm(principal.tenantId, formId)).ips.find(
    (i) => i.network === network.text && i.formId === target,
  );
  if (existing) return blockedIpView(existing);
  await checkRoom(ports, principal, 'ip', 'network');
  const now = ports.now();
  const entry: BlockedIp = {
    id: newId('blockedIp', now.getTime()),
    tenantId: principal.tenantId,
    formId: target,
    network: network.text,
    createdAt: now.toISOString(),
  };
  await ports.blocks.add({ kind: 'ip', ...entry });
  return blockedIpView(entry);
}

/** `DELETE /v1/blocked-domains/{id}` and `/v1/blocked-ips/{id}`: 404 unless the tenant holds the entry. */
export async function removeBlock(ports: Ports, principal: Principal, kind: 'domain' | 'ip', id: string) {
  if (!(await ports.blocks.remove(principal.tenantId, kind, id)))
    throw new NotFoundError(`blocked ${kind === 'ip' ? 'IP' : 'domain'} not found`, 'id');
}

const captchaView = (c: FormCaptcha | null) => ({
  enabled: c?.enabled ?? false,
  provider: c?.provider ?? null,
  site_key: c?.site_key ?? null,
  min_score: c?.min_score ?? null,
});

/** `GET /v1/forms/{id}/captcha`: never the secret; `{enabled: false, provider: null, ...}` before any setup. */
export async function getCaptcha(ports: Ports, principal: Principal, formId: string) {
  return captchaView((await requireForm(ports, principal, formId)).captcha);
}

/** `PUT /v1/forms/{id}/captcha`: replaces the configuration and secret; `min_score` defaults to 0.5 for v3. */
export async function setCaptcha(
  ports: Ports,
  principal: Principal,
  formId: string,
  input: { enabled: boolean; provider: string; site_key: string; secret: string; min_score?: number },
) {
  const provider = input.provider as CaptchaProvider;
  const captcha: FormCaptcha = {
    enabled: input.enabled,
    provider,
    site_key: input.site_key,
    min_score: provider === 'captcha_v3' ? (input.min_score ?? DEFAULT_MIN_SCORE) : null,
  };
  if (
    !(await ports.protection.setCaptcha(principal.tenantId, formId, captcha, input.secret, ports.now().toISOString()))
  ) {
    throw new NotFoundError('form not found', 'id');
  }
  return captchaView(captcha);
}

/** `GET /v1/forms/{id}/email-hygiene`: `{policy}`, null when never set. */
export async function getEmailHygiene(ports: Ports, principal: Principal, formId: string) {
  return { policy: (await requireForm(ports, principal, formId)).emailHygiene };
}

/** `PUT /v1/forms/{id}/email-hygiene`: replaces the policy (omitted checks are off). */
export async function setEmailHygiene(ports: Ports, principal: Principal, formId: string, policy: EmailHygienePolicy) {
  if (!(await ports.protection.setEmailHygiene(principal.tenantId, formId, policy, ports.now().toISOString()))) {
    throw new NotFoundError('form not found', 'id');
  }
  return policy;
}
