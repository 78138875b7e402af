import type { FieldMap, FieldValue } from './fields.js';

/**
 * Where a submission came from, decided once at ingest and stored on the submission (never the IP): UTM tags
 * (`utm_source` / `utm_campaign` in the page URL or in fields) win; else the referring page's host; else unknown.
 */
export type TrafficSource =
  | { type: 'utm'; utmSource: string | null; utmCampaign: string | null }
  | { type: 'referrer'; referrer: string }
  | { type: 'unknown' };

export interface SubmissionTraffic {
  /** ISO 3166-1 alpha-2, upper case; null when unknown (private, reserved or unlisted address). */
  country: string | null;
  source: TrafficSource;
}

/** Longest UTM value or referrer host kept (visitors send anything; the rollups must stay small). */
const MAX_TAG_CHARS = 100;

const tag = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim().slice(0, MAX_TAG_CHARS);
  return trimmed ? trimmed : null;
};

const firstText = (value: FieldValue | undefined): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};

function parseUrl(raw: string | null): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The traffic source of a submission from its page URL (the `Referer` header: the page the form was posted from)
 * and its fields (hidden `utm_source` / `utm_campaign` inputs).
 *
 * @example trafficSourceOf(new Map([['utm_source', 'newsletter']]), null) // { type: 'utm', utmSource: 'newsletter', … }
 */
export function trafficSourceOf(fields: FieldMap, pageUrl: string | null): TrafficSource {
  const page = parseUrl(pageUrl);
  const utmSource = tag(page?.searchParams.get('utm_source') ?? firstText(fields.get('utm_source')));
  const utmCampaign = tag(page?.searchParams.get('utm_campaign') ?? firstText(fields.get('utm_campaign')));
  if (utmSource || utmCampaign) return { type: 'utm', utmSource, utmCampaign };
  const host = tag(page?.hostname.toLowerCase());
  return host ? { type: 'referrer', referrer: host } : { type: 'unknown' };
}

/** A 2-letter country code in upper case, or null for anything else (`XX`, `T1`, empty, garbage). */
export function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX' || code === 'ZZ') return null;
  return code;
}

/** Port: offline IP → country lookup (no network call); null when unknown. */
export interface CountryLocator {
  countryOf(ip: string): Promise<string | null>;
}

/**
 * The submitter's country: a `CloudFront-Viewer-Country` header (present when a deployer puts CloudFront in front;
 * then the source IP is CloudFront's) wins; else the offline lookup of the address; unknown is null, never an error.
 */
export async function submitterCountry(
  locator: CountryLocator,
  ip: string,
  headers: Record<string, string>,
): Promise<string | null> {
  const viewer = countryCode(headers['cloudfront-viewer-country']);
  if (viewer) return viewer;
  try {
    return countryCode(await locator.countryOf(ip));
  } catch {
    return null;
  }
}
