import { BlockList, isIP } from 'node:net';

/**
 * IP addresses and CIDR ranges of the blocked-IP list: strict parsing, one canonical text form, and matching.
 *
 * Canonical form: IPv4 dotted quad; IPv6 per RFC 5952 (lowercase, longest zero run compressed); host bits of a
 * range are cleared (`10.1.2.3/8` → `10.0.0.0/8`); a full-length prefix is written as the bare address
 * (`1.2.3.4/32` → `1.2.3.4`). An IPv4-mapped IPv6 address or range (`::ffff:10.0.0.0/104`) is the IPv4 rule it
 * denotes (`10.0.0.0/8`), and an IPv4-mapped client address is checked as IPv4, so `::/0` means "every IPv6
 * client" and never catches IPv4 visitors.
 */
export interface Network {
  family: 4 | 6;
  /** The address with host bits cleared, as an unsigned integer (32 or 128 bits). */
  base: bigint;
  prefix: number;
  /** Canonical text form, what the API stores and returns. */
  text: string;
}

const BITS = { 4: 32, 6: 128 } as const;

function ipv4ToBigInt(text: string): bigint {
  return text.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6ToBigInt(text: string): bigint {
  // An embedded IPv4 tail (`::ffff:1.2.3.4`) becomes its two hex groups first.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  let body = text;
  if (v4) {
    const value = ipv4ToBigInt(v4[1]!);
    body = `${text.slice(0, v4.index)}${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = body.split('::') as [string, string | undefined];
  const groups = (s: string) => (s === '' ? [] : s.split(':').map((g) => BigInt(parseInt(g, 16))));
  const left = groups(head);
  const right = groups(rest ?? '');
  const all =
    rest === undefined ? left : [...left, ...Array<bigint>(8 - left.length - right.length).fill(0n), ...right];
  return all.reduce((acc, g) => (acc << 16n) | g, 0n);
}

function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** RFC 5952 text of a 128-bit address. */
function formatIpv6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt((7 - i) * 16)) & 0xffffn));
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

const mask = (family: 4 | 6, prefix: number): bigint => {
  const bits = BigInt(BITS[family]);
  return prefix === 0 ? 0n : ((1n << bits) - 1n) ^ ((1n << (bits - BigInt(prefix))) - 1n);
};

const isMapped = (value: bigint) => value >> 32n === 0xffffn;

function build(family: 4 | 6, address: bigint, prefix: number): Network {
  if (family === 6 && prefix >= 96 && isMapped(address & mask(6, 96))) {
    return build(4, address & 0xffffffffn, prefix - 96);
  }
  const base = address & mask(family, prefix);
  const full = prefix === BITS[family];
  const text = family === 4 ? formatIpv4(base) : formatIpv6(base);
  return { family, base, prefix, text: full ? text : `${text}/${prefix}` };
}

/**
 * Parses an IP address or CIDR range strictly (no zone ids, no leading zeros in IPv4, prefix within 0..32/0..128).
 * Returns undefined for anything else.
 *
 * @example parseNetwork('2001:DB8::1/48')?.text // '2001:db8::/48'
 */
export function parseNetwork(input: string): Network | undefined {
  const [address = '', prefixText, extra] = input.split('/');
  if (extra !== undefined || address.includes('%')) return undefined;
  const family = isIP(address);
  if (family !== 4 && family !== 6) return undefined;
  let prefix: number = BITS[family];
  if (prefixText !== undefined) {
    if (!/^(0|[1-9]\d{0,2})$/.test(prefixText)) return undefined;
    prefix = Number(prefixText);
    if (prefix > BITS[family]) return undefined;
  }
  return build(family, family === 4 ? ipv4ToBigInt(address) : ipv6ToBigInt(address), prefix);
}

/** The client address as the family it really is (IPv4-mapped IPv6 → IPv4); undefined when not an IP. */
export function normalizeClientIp(ip: string): { family: 4 | 6; text: string } | undefined {
  const network = parseNetwork(ip.trim());
  if (!network || network.text.includes('/')) return undefined;
  return { family: network.family, text: network.text };
}

/** A compiled set of networks answering "is this client address inside any of them?". */
export interface NetworkMatcher {
  /** The first listed network containing `ip`, or undefined (also for a malformed `ip`). */
  match(ip: string): Network | undefined;
}

/**
 * Compiles networks into a matcher backed by Node's `net.BlockList`, one per family, so an IPv4 client is only
 * compared with IPv4 rules and an IPv6 client with IPv6 rules.
 */
export function compileNetworks(networks: readonly Network[]): NetworkMatcher {
  const lists = { 4: new BlockList(), 6: new BlockList() };
  const byFamily = { 4: [] as Network[], 6: [] as Network[] };
  for (const n of networks) {
    const type = n.family === 4 ? 'ipv4' : 'ipv6';
    const address = n.family === 4 ? formatIpv4(n.base) : formatIpv6(n.base);
    lists[n.family].addSubnet(address, n.prefix, type);
    byFamily[n.family].push(n);
  }
  return {
    match(ip) {
      const client = normalizeClientIp(ip);
      if (!client || !lists[client.family].check(client.text, client.family === 4 ? 'ipv4' : 'ipv6')) return undefined;
      const value = client.family === 4 ? ipv4ToBigInt(client.text) : ipv6ToBigInt(client.text);
      return byFamily[client.family].find((n) => (value & mask(n.family, n.prefix)) === n.base);
    },
  };
}
