import { OriginNotAllowedError } from '@shared/domain/errors.js';
import { FORMSPREE_REQUEST_HEADERS } from './formspree.js';

/**
 * Content negotiation and CORS of the public endpoint.
 */

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(',').slice(0, 64)) {
    const [range = '', ...params] = part.split(';');
    const [type, subtype] = range.trim().toLowerCase().split('/');
    if (!type || !subtype) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name === 'q' && value !== undefined)
        q = Number.isFinite(Number(value)) ? Math.min(1, Math.max(0, Number(value))) : 0;
    }
    ranges.push({ type, subtype, q });
  }
  return ranges;
}

/** The quality a list of ranges gives one media type: the most specific matching range wins (RFC 9110). */
function quality(ranges: MediaRange[], type: string, subtype: string): number {
  let best = -1;
  let q = 0;
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*'
            ? 0
            : -1;
    if (specificity > best) {
      best = specificity;
      q = range.q;
    }
  }
  return q;
}

/**
 * True when the client should get JSON: it asks for `application/json` at least as much as for `text/html`.
 * Browsers posting a plain HTML form list `text/html` first (and JSON only through a weaker `*∕*`), so they get
 * HTML; `fetch` (default `*∕*`), XHR and API clients get JSON. No Accept header counts as `*∕*`.
 *
 * @example prefersJson({ accept: 'text/html,application/xhtml+xml,*∕*;q=0.8' }) // false
 */
export function prefersJson(headers: Record<string, string>): boolean {
  if (headers['x-requested-with']?.toLowerCase() === 'xmlhttprequest') return true;
  const ranges = parseAccept(headers.accept ?? '*/*');
  if (ranges.length === 0) return true;
  const json = quality(ranges, 'application', 'json');
  return json > 0 && json >= quality(ranges, 'text', 'html');
}

/** `scheme://host[:port]` lowercased with the default port dropped; the literal `null` origin stays as is. */
export function normalizeOrigin(origin: string): string {
  const trimmed = origin.trim();
  if (trimmed === 'null' || trimmed === '*') return trimmed;
  try {
    const url = new URL(trimmed);
    return url.origin === 'null' ? trimmed.toLowerCase() : url.origin;
  } catch {
    return trimmed.toLowerCase();
  }
}

/** Headers a browser may send on a cross-origin submission (Formspree's clients add their own two). */
const ALLOWED_REQUEST_HEADERS = [
  'Content-Type',
  'Accept',
  'X-Form-Key',
  'X-Requested-With',
  ...FORMSPREE_REQUEST_HEADERS,
].join(', ');

/**
 * The CORS headers for a request from `origin` to a form allowing `allowedOrigins` (exact origins, `*`, or an empty
 * list for any). A request without an Origin header is not a cross-origin browser request and passes with none.
 * Throws `origin_not_allowed` for an origin the form does not allow.
 */
export function corsHeaders(origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  if (origin === undefined) return {};
  const normalized = normalizeOrigin(origin);
  const allowed =
    allowedOrigins.length === 0 ||
    allowedOrigins.some((entry) => entry.trim() === '*' || normalizeOrigin(entry) === normalized);
  if (!allowed) throw new OriginNotAllowedError('this origin may not submit to the form');
  return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'Retry-After', vary: 'Origin' };
}

/** The extra headers of a preflight answer (on top of `corsHeaders`). */
export const preflightHeaders = (): Record<string, string> => ({
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': ALLOWED_REQUEST_HEADERS,
  'access-control-max-age': '600',
});
