import type { RateLimitSettings } from './form-settings.js';

/**
 * Per-submitter rate limiting of the public endpoint: fixed windows, every window of the form's settings at once.
 * The submitter is the client IP API Gateway reports; IPv6 clients are grouped by their /64 network, since one
 * host usually owns a whole /64 and could otherwise rotate addresses freely.
 */
export interface RateWindow {
  /** Submissions allowed per window. */
  limit: number;
  /** Window length in seconds. */
  seconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Port: the shared counters (the DynamoDB adapter hashes the submitter; plain IPs never become keys). */
export interface SubmissionRateLimiter {
  /** Takes one submission from every window, all or none; refused when any window is full. */
  take(formId: string, submitter: string, windows: readonly RateWindow[], now: number): Promise<RateDecision>;
}

/**
 * The windows a form's settings apply: strict and burst (none when disabled). Two windows of the same length merge
 * into one with the smaller limit.
 *
 * @example rateWindows({ disabled: false, limit: 1, window_seconds: 30, burst: 20, burst_window_seconds: 600 })
 * // [{ limit: 1, seconds: 30 }, { limit: 20, seconds: 600 }]
 */
export function rateWindows(settings: RateLimitSettings): RateWindow[] {
  if (settings.disabled) return [];
  const strict = { limit: settings.limit, seconds: settings.window_seconds };
  const burst = { limit: settings.burst, seconds: settings.burst_window_seconds };
  if (strict.seconds === burst.seconds)
    return [{ seconds: strict.seconds, limit: Math.min(strict.limit, burst.limit) }];
  return [strict, burst];
}

/** Start of the fixed window of `seconds` containing `now` (epoch ms), in epoch seconds. */
export const windowStart = (now: number, seconds: number): number => Math.floor(now / 1000 / seconds) * seconds;

/** Whole seconds (at least 1) until the window containing `now` ends. */
export const secondsLeft = (now: number, seconds: number): number =>
  Math.max(1, Math.ceil(windowStart(now, seconds) + seconds - now / 1000));

/** Expands an IPv6 address to its eight 16-bit groups; undefined when it is not one. */
export function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0]!;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return undefined;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) ? groups : undefined;
}

/**
 * The rate-limit identity of a client address: an IPv4 address as is (IPv4-mapped IPv6 unwrapped), an IPv6
 * address as its /64 network.
 *
 * @example submitterOf('2001:db8::1') // '2001:db8:0:0::/64'
 */
export function submitterOf(ip: string): string {
  if (!ip.includes(':')) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
