import { isIP } from 'node:net';

/**
 * Which network addresses outbound requests (webhooks, integrations, CAPTCHA checks) may reach. Only public unicast
 * addresses pass; everything a request forger could use to reach the deployment's own network is refused:
 * private, loopback, link-local (incl. the cloud metadata service), unique-local, carrier-grade NAT, multicast,
 * documentation/benchmark/reserved ranges, and IPv6 forms that embed one of those IPv4 addresses (mapped,
 * compatible, NAT64). Loopback may be allowed for the local service and tests; link-local/metadata never are.
 */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'metadata'
  | 'unique_local'
  | 'shared_cgnat'
  | 'multicast'
  | 'unspecified'
  | 'reserved'
  | 'invalid';

interface V4Range {
  base: number;
  bits: number;
  cls: AddressClass;
}

const v4 = (dotted: string): number => dotted.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
const range = (cidr: string, cls: AddressClass): V4Range => {
  const [base, bits] = cidr.split('/');
  return { base: v4(base!), bits: Number(bits), cls };
};

/** Most specific first: the metadata address sits inside link-local. */
const V4_RANGES: V4Range[] = [
  range('169.254.169.254/32', 'metadata'),
  range('0.0.0.0/8', 'unspecified'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'shared_cgnat'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link_local'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'reserved'),
  range('192.0.2.0/24', 'reserved'),
  range('192.88.99.0/24', 'reserved'),
  range('192.168.0.0/16', 'private'),
  range('198.18.0.0/15', 'reserved'),
  range('198.51.100.0/24', 'reserved'),
  range('203.0.113.0/24', 'reserved'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
];

function classifyV4(value: number): AddressClass {
  for (const r of V4_RANGES) {
    const size = 2 ** (32 - r.bits);
    if (value >= r.base && value < r.base + size) return r.cls;
  }
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address already validated by `isIP` (a dotted IPv4 tail is allowed). */
function parseV6(text: string): number[] | undefined {
  let address = text;
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  if (tail.includes('.')) {
    const n = v4(tail);
    address = `${address.slice(0, lastColon + 1)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head = '', rest] = address.split('::');
  const groups = (s: string) => (s === '' ? [] : s.split(':').map((h) => parseInt(h, 16)));
  const front = groups(head);
  const back = rest === undefined ? [] : groups(rest);
  const all = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return all.length === 8 && all.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? all : undefined;
}

const embeddedV4 = (g: number[]) => g[6]! * 65536 + g[7]!;

function classifyV6(groups: number[]): AddressClass {
  const [g0, g1, g2, g3, g4, g5] = groups as [number, number, number, number, number, number];
  const firstSixZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (firstSixZero && g5 === 0 && groups[6] === 0 && groups[7] === 0) return 'unspecified';
  if (firstSixZero && g5 === 0 && groups[6] === 0 && groups[7] === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (deprecated compatible) reach the IPv4 address itself.
  if (firstSixZero && (g5 === 0xffff || g5 === 0)) return classifyV4(embeddedV4(groups));
  // 64:ff9b::/96, the well-known NAT64 prefix, translates to the embedded IPv4 address.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return classifyV4(embeddedV4(groups));
  if (g0 === 0xfd00 && g1 === 0x0ec2 && groups.slice(2, 7).every((g) => g === 0) && groups[7] === 0x254)
    return 'metadata';
  if ((g0 & 0xfe00) === 0xfc00) return 'unique_local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link_local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // Global unicast is 2000::/3, minus documentation (2001:db8::/32), IETF special (2001::/23, Teredo) and 6to4.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  if (g0 === 0x2001 && (g1 === 0x0db8 || g1 < 0x0200)) return 'reserved';
  if (g0 === 0x2002) return 'reserved';
  return 'public';
}

/**
 * The class of a literal IP address (IPv6 with or without brackets; zone ids are refused as `invalid`).
 *
 * @example classifyAddress('::ffff:10.0.0.1') // 'private'
 */
export function classifyAddress(address: string): AddressClass {
  const text = address.replace(/^\[|\]$/g, '');
  const family = isIP(text);
  if (family === 4) return classifyV4(v4(text));
  if (family !== 6 || text.includes('%')) return 'invalid';
  const groups = parseV6(text.toLowerCase());
  return groups ? classifyV6(groups) : 'invalid';
}

export interface AddressPolicy {
  /** Local service and tests only: let requests reach 127.0.0.0/8 and ::1. */
  allowLoopback: boolean;
}

/** Whether outbound traffic may go to this address. */
export function isAddressAllowed(address: string, policy: AddressPolicy): boolean {
  const cls = classifyAddress(address);
  return cls === 'public' || (cls === 'loopback' && policy.allowLoopback);
}

const LOCALHOST = /^(localhost|.*\.localhost)\.?$/i;

/**
 * Checks a target URL when it is saved: absolute `https` (plain `http` only to loopback when loopback is allowed),
 * no credentials in it, and no literal address or `localhost` name the policy refuses. Host names are checked
 * again after DNS resolution on every request. Returns the reason it is refused, or undefined when acceptable.
 *
 * @example targetUrlProblem('http://10.0.0.1/hook', { allowLoopback: false }) // 'must use https'
 */
export function targetUrlProblem(raw: string, policy: AddressPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use https';
  if (url.username !== '' || url.password !== '') return 'must not contain credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0;
  const cls: AddressClass = literal ? classifyAddress(host) : LOCALHOST.test(host) ? 'loopback' : 'public';
  const loopbackOk = cls === 'loopback' && policy.allowLoopback;
  if (cls !== 'public' && !loopbackOk) return `must not point at a ${cls.replace('_', '-')} address`;
  if (url.protocol === 'http:' && !loopbackOk) return 'must use https';
  return undefined;
}
