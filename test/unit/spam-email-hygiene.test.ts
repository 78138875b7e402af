import { describe, expect, it } from 'vitest';
import { disposableDomains } from '@shared/adapters/disposable-domains.js';
import { dnsMailDomains, type DnsResolver } from '@shared/adapters/dns/mail-domains.js';
import { hygieneFindings, isDisposableDomain } from '@shared/domain/spam/email-hygiene.js';

const dnsError = (code: string) => Object.assign(new Error(code), { code });

/** A fake DNS zone: MX and A/AAAA answers per name; unknown names are NXDOMAIN; `slow.test` never answers. */
function fakeResolver(
  zone: Record<string, { mx?: { exchange: string; priority: number }[]; a?: string[]; aaaa?: string[]; fail?: string }>,
) {
  const calls: string[] = [];
  const answer = <T>(name: string, pick: (z: (typeof zone)[string]) => T[] | undefined): Promise<T[]> => {
    calls.push(name);
    if (name === 'slow.test') return new Promise(() => undefined);
    const entry = zone[name];
    if (!entry) return Promise.reject(dnsError('ENOTFOUND'));
    if (entry.fail) return Promise.reject(dnsError(entry.fail));
    const records = pick(entry);
    return records && records.length > 0 ? Promise.resolve(records) : Promise.reject(dnsError('ENODATA'));
  };
  const resolver: DnsResolver = {
    resolveMx: (d) => answer(d, (z) => z.mx),
    resolve4: (d) => answer(d, (z) => z.a),
    resolve6: (d) => answer(d, (z) => z.aaaa),
  };
  return { resolver, calls };
}

const zone = {
  'mail.test': { mx: [{ exchange: 'mx1.mail.test', priority: 10 }] },
  'nullmx.test': { mx: [{ exchange: '', priority: 0 }], a: ['192.0.2.1'] },
  'implicit.test': { a: ['192.0.2.2'] },
  'v6only.test': { aaaa: ['2001:db8::25'] },
  'nothing.test': {},
  'broken.test': { fail: 'ESERVFAIL' },
};

describe('MX check with an injected resolver', () => {
  const { resolver } = fakeResolver(zone);
  const checker = dnsMailDomains({ resolver, timeoutMs: 100 });

  it.each([
    ['mail.test', 'accepts_mail'],
    ['implicit.test', 'accepts_mail'],
    ['v6only.test', 'accepts_mail'],
    ['nullmx.test', 'null_mx'],
    ['nothing.test', 'no_mail_host'],
    ['missing.test', 'no_mail_host'],
    ['broken.test', 'unknown'],
    ['slow.test', 'unknown'],
  ])('%s → %s', async (domain, status) => {
    expect(await checker.status(domain)).toBe(status);
  });

  it('caches definite answers for the TTL, never `unknown`', async () => {
    let now = 0;
    const fake = fakeResolver(zone);
    const cached = dnsMailDomains({ resolver: fake.resolver, timeoutMs: 50, ttlMs: 1000, now: () => now });
    await cached.status('mail.test');
    await cached.status('mail.test');
    expect(fake.calls.filter((c) => c === 'mail.test')).toHaveLength(1);
    now = 1500;
    await cached.status('mail.test');
    expect(fake.calls.filter((c) => c === 'mail.test')).toHaveLength(2);
    await cached.status('broken.test');
    await cached.status('broken.test');
    expect(fake.calls.filter((c) => c === 'broken.test').length).toBeGreaterThanOrEqual(2);
  });

  it('turns failing domains into reasons only for the checks the policy enables', async () => {
    const ports = { mailDomains: checker, disposable: disposableDomains };
    const both = { mode: 'flag' as const, require_mx: true, block_disposable: true };
    expect(await hygieneFindings(both, 'nothing.test', ports)).toEqual(['email_domain_no_mail_host']);
    expect(await hygieneFindings(both, 'nullmx.test', ports)).toEqual(['email_domain_null_mx']);
    expect(await hygieneFindings(both, 'broken.test', ports)).toEqual([]);
    expect(await hygieneFindings({ ...both, require_mx: false }, 'nothing.test', ports)).toEqual([]);
    expect(await hygieneFindings(both, undefined, ports)).toEqual([]);
  });
});

describe('disposable domains (packaged list)', () => {
  it('knows well-known throwaway services and their subdomains, not ordinary providers', async () => {
    expect(await isDisposableDomain('mailinator.com', disposableDomains)).toBe(true);
    expect(await isDisposableDomain('inbox.mailinator.com', disposableDomains)).toBe(true);
    expect(await isDisposableDomain('gmail.com', disposableDomains)).toBe(false);
    expect(await isDisposableDomain('yopmail.com', disposableDomains)).toBe(true);
    expect(await isDisposableDomain('mymailinator.org', disposableDomains)).toBe(false);
    expect(await isDisposableDomain('web.de', disposableDomains)).toBe(false);
  });
});
