import { describe, expect, it } from 'vitest';
import { matchBlocks, type BlockedDomain, type BlockedIp } from '@shared/domain/spam/blocklists.js';
import { emailDomain, normalizeDomain } from '@shared/domain/spam/domains.js';
import { compileNetworks, parseNetwork } from '@shared/domain/spam/networks.js';

const ips = (...networks: string[]): BlockedIp[] =>
  networks.map((network, i) => ({
    id: `bip_${i}`,
    tenantId: 't',
    formId: null,
    network: parseNetwork(network)!.text,
    createdAt: '',
  }));
const domains = (...names: string[]): BlockedDomain[] =>
  names.map((d, i) => ({
    id: `bdom_${i}`,
    tenantId: 't',
    formId: null,
    domain: (normalizeDomain(d) as { domain: string }).domain,
    createdAt: '',
  }));
const blocked = (networks: string[], ip: string) =>
  matchBlocks({ domains: [], ips: ips(...networks) }, ip, null) !== undefined;

describe('network parsing and canonical form', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7/32', '203.0.113.7'],
    ['10.1.2.3/8', '10.0.0.0/8'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:DB8:0:0::1', '2001:db8::1'],
    ['2001:db8::1/128', '2001:db8::1'],
    ['2001:db8:abcd:12::/48', '2001:db8:abcd::/48'],
    ['::/0', '::/0'],
    ['::ffff:198.51.100.9', '198.51.100.9'],
    ['::ffff:10.0.0.0/104', '10.0.0.0/8'],
    ['1:0:0:2:0:0:0:3', '1:0:0:2::3'],
  ])('%s → %s', (input, canonical) => {
    expect(parseNetwork(input)?.text).toBe(canonical);
  });

  it.each([
    '1.2.3',
    '01.2.3.4',
    '256.1.1.1',
    '1.2.3.4/33',
    '1.2.3.4/-1',
    '1.2.3.4/08',
    '1.2.3.4/',
    '2001:db8::/129',
    'fe80::1%eth0',
    '1.2.3.4/24/8',
    'example.com',
    ' 1.2.3.4',
    '',
  ])('refuses %j', (input) => {
    expect(parseNetwork(input)).toBeUndefined();
  });
});

describe('IP matching', () => {
  it('matches a single IPv4 address exactly (/32) and nothing next to it', () => {
    expect(blocked(['203.0.113.7'], '203.0.113.7')).toBe(true);
    expect(blocked(['203.0.113.7/32'], '203.0.113.8')).toBe(false);
  });

  it('matches CIDR ranges at their edges', () => {
    expect(blocked(['198.51.100.0/24'], '198.51.100.0')).toBe(true);
    expect(blocked(['198.51.100.0/24'], '198.51.100.255')).toBe(true);
    expect(blocked(['198.51.100.0/24'], '198.51.101.0')).toBe(false);
    expect(blocked(['198.51.100.0/24'], '198.51.99.255')).toBe(false);
  });

  it('treats /0 as every address of its family only', () => {
    expect(blocked(['0.0.0.0/0'], '8.8.8.8')).toBe(true);
    expect(blocked(['0.0.0.0/0'], '2001:db8::1')).toBe(false);
    expect(blocked(['::/0'], '2001:db8::1')).toBe(true);
    expect(blocked(['::/0'], '8.8.8.8')).toBe(false);
  });

  it('matches IPv6 addresses (/128) and ranges whatever the spelling', () => {
    expect(blocked(['2001:db8::1'], '2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe(true);
    expect(blocked(['2001:db8::1/128'], '2001:db8::2')).toBe(false);
    expect(blocked(['2001:db8::/32'], '2001:db8:ffff::1')).toBe(true);
    expect(blocked(['2001:db8::/32'], '2001:db9::1')).toBe(false);
  });

  it('treats an IPv4-mapped IPv6 client as the IPv4 address it carries, both ways', () => {
    expect(blocked(['203.0.113.0/24'], '::ffff:203.0.113.9')).toBe(true);
    expect(blocked(['::ffff:203.0.113.9'], '203.0.113.9')).toBe(true);
    expect(blocked(['::ffff:203.0.113.0/120'], '203.0.113.200')).toBe(true);
    expect(blocked(['2001:db8::/32'], '::ffff:203.0.113.9')).toBe(false);
  });

  it('never matches a malformed client address', () => {
    expect(compileNetworks([parseNetwork('0.0.0.0/0')!]).match('not-an-ip')).toBeUndefined();
  });
});

describe('domain validation and matching', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['example.com.', 'example.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['xn--bcher-kva.de', 'xn--bcher-kva.de'],
    ['例え.テスト', 'xn--r8jz45g.xn--zckzah'],
    ['ru', 'ru'],
  ])('normalizes %s → %s', (input, ascii) => {
    expect(normalizeDomain(input)).toEqual({ domain: ascii });
  });

  it.each([
    ['https://example.com', 'not_a_bare_domain'],
    ['example.com/path', 'not_a_bare_domain'],
    ['user@example.com', 'not_a_bare_domain'],
    ['example.com:8080', 'not_a_bare_domain'],
    ['*.example.com', 'not_a_bare_domain'],
    ['exa mple.com', 'not_a_bare_domain'],
    ['-bad.com', 'invalid_label'],
    ['a..b.com', 'invalid_label'],
    ['under_score.com', 'invalid_label'],
    [`${'a'.repeat(64)}.com`, 'invalid_label'],
    ['xn--zz.com', 'invalid_idna'],
    ['192.0.2.1', 'ip_address'],
    ['', 'empty'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(normalizeDomain(input)).toEqual({ problem });
  });

  it('blocks the domain and its subdomains but not lookalikes', () => {
    const list = { domains: domains('example.com'), ips: [] };
    expect(matchBlocks(list, '192.0.2.1', 'a@example.com')).toEqual({ kind: 'domain', entryId: 'bdom_0' });
    expect(matchBlocks(list, '192.0.2.1', 'a@Mail.EXAMPLE.com')).toBeDefined();
    expect(matchBlocks(list, '192.0.2.1', 'a@notexample.com')).toBeUndefined();
    expect(matchBlocks(list, '192.0.2.1', 'a@example.com.evil.test')).toBeUndefined();
    expect(matchBlocks(list, '192.0.2.1', null)).toBeUndefined();
  });

  it('matches internationalized submitter domains in either spelling', () => {
    const list = { domains: domains('bücher.de'), ips: [] };
    expect(matchBlocks(list, '192.0.2.1', 'kunde@shop.bücher.de')).toBeDefined();
    expect(matchBlocks(list, '192.0.2.1', 'kunde@xn--bcher-kva.de')).toBeDefined();
    expect(emailDomain('not-an-address')).toBeUndefined();
  });
});
