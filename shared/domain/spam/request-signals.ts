import { signal, WEIGHTS, type Signal } from './signals.js';

/** Signals read from how the submission arrived: the honeypot, the timing hint, the headers, the history. */

/** Reserved field names the judge reads (ingest keeps them out of the stored fields). */
export const HONEYPOT_FIELD = '_gotcha';
/** Page-load time, epoch milliseconds, set by the page's script; submit time minus this is the fill time. */
export const TIMING_FIELD = '_t';

export const FILL_TIME_MS = { tooFast: 2_000, fast: 5_000, futureTolerance: 60_000 } as const;

const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A non-empty honeypot: a person never sees the field, a bot fills every field. */
export function honeypotSignals(reserved: Record<string, unknown>): Signal[] {
  const value = firstValue(reserved[HONEYPOT_FIELD]);
  const filled = value !== undefined && value !== null && String(value).trim() !== '';
  return filled ? [signal('honeypot', WEIGHTS.honeypot)] : [];
}

/** Fill time from `_t` when the page sends it: under 2 s no person typed it; a garbled or future value is odd. */
export function timingSignals(reserved: Record<string, unknown>, receivedAt: number): Signal[] {
  const raw = firstValue(reserved[TIMING_FIELD]);
  if (raw === undefined || raw === null || raw === '') return [];
  const loadedAt = typeof raw === 'number' ? raw : /^\d{1,16}$/.test(String(raw).trim()) ? Number(raw) : NaN;
  if (!Number.isFinite(loadedAt)) return [signal('invalid_timing', WEIGHTS.invalidTiming)];
  const elapsed = receivedAt - loadedAt;
  if (elapsed < -FILL_TIME_MS.futureTolerance) return [signal('invalid_timing', WEIGHTS.invalidTiming)];
  if (elapsed < FILL_TIME_MS.tooFast) return [signal('too_fast', WEIGHTS.tooFast)];
  if (elapsed < FILL_TIME_MS.fast) return [signal('fast', WEIGHTS.fast)];
  return [];
}

const BOT_AGENT =
  /\b(curl|wget|python-requests|python-urllib|aiohttp|httpx|go-http-client|okhttp|java\/|libwww-perl|scrapy|headlesschrome|phantomjs|httpclient|guzzlehttp|postmanruntime|mechanize|zgrab|masscan)\b/i;

const originOf = (url: string | undefined): string | undefined => {
  if (!url || url === 'null') return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Header anomalies: no user agent, an HTTP library's user agent, a "browser" without Accept-Language, an Origin
 * that disagrees with the Referer, and an Origin or Referer outside the form's `allowed_origins` (when it lists any).
 */
export function headerSignals(headers: Record<string, string>, allowedOrigins: readonly string[]): Signal[] {
  const out: Signal[] = [];
  const agent = headers['user-agent']?.trim() ?? '';
  if (agent === '') out.push(signal('missing_user_agent', WEIGHTS.missingUserAgent));
  else if (BOT_AGENT.test(agent)) out.push(signal('bot_user_agent', WEIGHTS.botUserAgent));
  else if (/^Mozilla\//.test(agent) && !headers['accept-language']?.trim()) {
    out.push(signal('browser_without_language', WEIGHTS.browserWithoutLanguage));
  }
  if (!headers.origin && !headers.referer && !headers['accept-language'])
    out.push(signal('bare_request', WEIGHTS.bareRequest));
  const origin = originOf(headers.origin);
  const refererOrigin = originOf(headers.referer);
  if (origin && refererOrigin && origin !== refererOrigin) {
    out.push(signal('origin_referer_mismatch', WEIGHTS.originRefererMismatch));
  }
  const restricted = allowedOrigins.length > 0 && !allowedOrigins.includes('*');
  const allowed = new Set(allowedOrigins.map(originOf));
  if (restricted && origin && !allowed.has(origin)) out.push(signal('origin_not_allowed', WEIGHTS.originNotAllowed));
  else if (restricted && !origin && refererOrigin && !allowed.has(refererOrigin)) {
    out.push(signal('referer_not_allowed', WEIGHTS.refererNotAllowed));
  }
  return out;
}

/**
 * What the form's recent submissions from the same submitter (same e-mail address) are now: the engine's past
 * verdicts as corrected by the owner (marking a submission `spam` or `received` moves it between the counts).
 */
export interface SubmitterHistory {
  /** Recent submissions with status `spam`. */
  spam: number;
  /** Recent submissions in the inbox (`received`, `verified`, `archived`). */
  ham: number;
  /** Of those, submissions the owner marked `verified` (only an owner sets that status). */
  verified: number;
}

export const EMPTY_HISTORY: SubmitterHistory = { spam: 0, ham: 0, verified: 0 };

/** Mostly-spam history counts against the submitter; an owner-verified submitter earns trust instead. */
export function reputationSignals(history: SubmitterHistory): Signal[] {
  if (history.verified > 0 || history.spam === 0 || history.spam <= history.ham) return [];
  const weight = Math.min(
    WEIGHTS.reputationSpamCap,
    WEIGHTS.reputationSpam + WEIGHTS.reputationSpamStep * (history.spam - 1),
  );
  return [signal('spam_history', weight, String(history.spam))];
}
