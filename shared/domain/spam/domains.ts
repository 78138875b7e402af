import { domainToASCII } from 'node:url';

/**
 * Domain names of the blocked-domain list and of submitter e-mail addresses, compared in their ASCII (IDNA /
 * punycode) form, lowercase, without a trailing dot. A blocked domain covers itself and every subdomain, never a
 * lookalike: `example.com` matches `example.com` and `mail.example.com`, not `notexample.com`.
 */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const MAX_DOMAIN_LENGTH = 253;

/** Why a domain was refused, for the error message. */
export type DomainProblem =
  'empty' | 'not_a_bare_domain' | 'invalid_idna' | 'invalid_label' | 'too_long' | 'ip_address';

/**
 * Normalizes a domain typed by a person: trims, lowercases, converts Unicode to punycode, drops one trailing
 * dot, and checks every label (1-63 chars of a-z 0-9 -, no hyphen at either end, valid punycode for `xn--`).
 * A single label (a top-level domain such as `ru`) is allowed on purpose: it blocks every address under it.
 *
 * @example normalizeDomain('Bücher.DE.') // { domain: 'xn--bcher-kva.de' }
 */
export function normalizeDomain(input: string): { domain: string } | { problem: DomainProblem } {
  const trimmed = input.trim().toLowerCase().replace(/\.$/, '');
  if (trimmed === '') return { problem: 'empty' };
  if (/[\s/:@?#\\*]/.test(trimmed)) return { problem: 'not_a_bare_domain' };
  const ascii = domainToASCII(trimmed);
  if (ascii === '') return { problem: 'invalid_idna' };
  if (ascii.length > MAX_DOMAIN_LENGTH) return { problem: 'too_long' };
  const labels = ascii.split('.');
  if (!labels.every((label) => LABEL.test(label))) return { problem: 'invalid_label' };
  if (labels.every((label) => /^\d+$/.test(label))) return { problem: 'ip_address' };
  if (/^\d+$/.test(labels.at(-1)!)) return { problem: 'invalid_label' };
  return { domain: ascii };
}

/** The normalized domain of an e-mail address, or undefined when the address has no usable domain. */
export function emailDomain(email: string | null | undefined): string | undefined {
  if (!email) return undefined;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return undefined;
  const result = normalizeDomain(email.slice(at + 1));
  return 'domain' in result ? result.domain : undefined;
}

/** The domain itself and each parent: `a.b.example.com` → [`a.b.example.com`, `b.example.com`, `example.com`, `com`]. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.map((_, i) => labels.slice(i).join('.'));
}

/** The first blocked domain that equals `domain` or is a parent of it. */
export function matchDomain(domain: string, blocked: ReadonlySet<string>): string | undefined {
  return domainAndParents(domain).find((candidate) => blocked.has(candidate));
}
