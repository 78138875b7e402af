import { Resolver } from 'node:dns/promises';
import {
  classifyMailDomain,
  type MailDomainChecker,
  type MailDomainStatus,
} from '@shared/domain/spam/email-hygiene.js';
import { errorCode } from '../error-fields.js';

/** The DNS lookups the checker needs (a `dns.promises.Resolver` fits; tests inject a fake). */
export interface DnsResolver {
  resolveMx(domain: string): Promise<{ exchange: string; priority: number }[]>;
  resolve4(domain: string): Promise<string[]>;
  resolve6(domain: string): Promise<string[]>;
}

export interface MailDomainOptions {
  resolver?: DnsResolver;
  /** Bound for all lookups of one domain (default 2 s); past it the answer is `unknown`. */
  timeoutMs?: number;
  /** How long a definite answer is reused (default 10 min). `unknown` is never cached. */
  ttlMs?: number;
  /** Most domains remembered (default 10 000; the oldest is dropped first). */
  maxEntries?: number;
  now?: () => number;
}

/** "This name has no such record" as opposed to "DNS failed". */
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'ENONAME']);

const orEmpty = async <T>(lookup: Promise<T[]>): Promise<T[]> => {
  try {
    return await lookup;
  } catch (error) {
    if (NO_RECORDS.has(errorCode(error) ?? '')) return [];
    throw error;
  }
};

/**
 * Checks whether a domain accepts mail: MX records (a lone null MX `.` means it refuses mail, RFC 7505), else an
 * A/AAAA record (implicit MX, RFC 5321 §5.1). Lookups of one domain share one deadline; timeouts and server
 * failures give `unknown`. Answers are cached in memory per process (a Lambda container reuses them).
 */
export function dnsMailDomains(options: MailDomainOptions = {}): MailDomainChecker {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const resolver = options.resolver ?? new Resolver({ timeout: timeoutMs, tries: 1 });
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { status: MailDomainStatus; expiresAt: number }>();

  const lookUp = async (domain: string): Promise<MailDomainStatus> => {
    const mx = await orEmpty(resolver.resolveMx(domain));
    if (mx.length > 0) return classifyMailDomain(mx, false);
    const [v4, v6] = await Promise.all([orEmpty(resolver.resolve4(domain)), orEmpty(resolver.resolve6(domain))]);
    return classifyMailDomain([], v4.length + v6.length > 0);
  };

  return {
    async status(domain) {
      const cached = cache.get(domain);
      if (cached && cached.expiresAt > now()) return cached.status;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<MailDomainStatus>((resolve) => {
        timer = setTimeout(() => resolve('unknown'), timeoutMs);
      });
      const status = await Promise.race([lookUp(domain).catch((): MailDomainStatus => 'unknown'), deadline]);
      clearTimeout(timer);
      if (status !== 'unknown') {
        cache.delete(domain);
        cache.set(domain, { status, expiresAt: now() + ttlMs });
        if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      }
      return status;
    },
  };
}
