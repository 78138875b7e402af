import type { EmailHygienePolicy } from '../form.js';
import { domainAndParents } from './domains.js';

/**
 * E-mail hygiene: does the submitter's address domain accept mail at all (MX, or an A/AAAA fallback per RFC 5321,
 * and not a null MX per RFC 7505), and is it a throwaway-inbox service? The checks read ports; DNS trouble is
 * `unknown`, which never counts against the visitor.
 */
export type MailDomainStatus = 'accepts_mail' | 'null_mx' | 'no_mail_host' | 'unknown';

/** Port: the mail status of a domain (the adapter bounds the DNS time and caches answers). */
export interface MailDomainChecker {
  status(domain: string): Promise<MailDomainStatus>;
}

/** Port: is this exact domain a known disposable-mailbox domain? (Async: the adapter loads its list on first use.) */
export interface DisposableDomainList {
  has(domain: string): Promise<boolean>;
}

/**
 * Classifies DNS answers: MX records → accepts mail unless the only one is the null MX (`.`); no MX → falls back to
 * whether the domain has an address record.
 */
export function classifyMailDomain(
  mx: readonly { exchange: string; priority: number }[],
  hasAddress: boolean,
): MailDomainStatus {
  if (mx.length === 1 && (mx[0]!.exchange === '' || mx[0]!.exchange === '.')) return 'null_mx';
  if (mx.length > 0) return 'accepts_mail';
  return hasAddress ? 'accepts_mail' : 'no_mail_host';
}

/** A domain, or any parent of it, on the disposable list (`x.mailinator.com` counts). */
export async function isDisposableDomain(domain: string, list: DisposableDomainList): Promise<boolean> {
  for (const candidate of domainAndParents(domain)) if (await list.has(candidate)) return true;
  return false;
}

/** The reasons an address fails the policy; empty when it passes or there is nothing to check. */
export async function hygieneFindings(
  policy: EmailHygienePolicy,
  domain: string | undefined,
  ports: { mailDomains: MailDomainChecker; disposable: DisposableDomainList },
): Promise<string[]> {
  if (!domain) return [];
  const reasons: string[] = [];
  if (policy.block_disposable && (await isDisposableDomain(domain, ports.disposable))) reasons.push('disposable_email');
  if (policy.require_mx) {
    const status = await ports.mailDomains.status(domain);
    if (status === 'null_mx' || status === 'no_mail_host') reasons.push(`email_domain_${status}`);
  }
  return reasons;
}
