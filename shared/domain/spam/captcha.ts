/**
 * CAPTCHA providers behind the spec's neutral wire names, and the reading of their siteverify answers. All four
 * speak the same protocol: POST form-encoded `secret`, `response`, `remoteip`; JSON `{success, hostname,
 * "error-codes", score?}`. Which answers refuse the visitor and which mean "could not verify" is decided here.
 */
export const CAPTCHA_PROVIDERS = ['captcha_a', 'captcha_b', 'captcha_v2', 'captcha_v3'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export interface ProviderProfile {
  /** Human name, for documentation and error messages. */
  name: string;
  /** The provider's public siteverify endpoint (overridable per deployment). */
  verifyUrl: string;
  /** Field names the provider's widget posts its token under (`_captcha` is always accepted too). */
  tokenFields: readonly string[];
  /** reCAPTCHA v3 answers with a score instead of a challenge result. */
  scored: boolean;
}

export const PROVIDER_PROFILES: Record<CaptchaProvider, ProviderProfile> = {
  captcha_a: {
    name: 'hCaptcha',
    verifyUrl: 'https://api.hcaptcha.com/siteverify',
    tokenFields: ['h-captcha-response', 'g-recaptcha-response'],
    scored: false,
  },
  captcha_b: {
    name: 'Cloudflare Turnstile',
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    tokenFields: ['cf-turnstile-response'],
    scored: false,
  },
  captcha_v2: {
    name: 'Google reCAPTCHA v2',
    verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    tokenFields: ['g-recaptcha-response'],
    scored: false,
  },
  captcha_v3: {
    name: 'Google reCAPTCHA v3',
    verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    tokenFields: ['g-recaptcha-response'],
    scored: true,
  },
};

export const DEFAULT_MIN_SCORE = 0.5;
/** Longest token forwarded to a provider (real tokens are ~2 KB); anything longer fails without a call. */
export const MAX_TOKEN_LENGTH = 8192;

/** The visitor's token: `_captcha`, else the provider's own field; the first value of a repeated field. */
export function captchaToken(provider: CaptchaProvider, reserved: Record<string, unknown>): string | undefined {
  for (const name of ['_captcha', ...PROVIDER_PROFILES[provider].tokenFields]) {
    const raw = reserved[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** What a siteverify exchange came to. `unverified` never refuses the visitor and never passes as clean either. */
export type CaptchaOutcome =
  { kind: 'passed' } | { kind: 'failed'; reason: string } | { kind: 'unverified'; reason: string };

/** Error codes that blame the form's configuration (secret, keys), not the visitor. */
const CONFIGURATION_ERRORS = new Set([
  'missing-input-secret',
  'invalid-input-secret',
  'sitekey-secret-mismatch',
  'invalid-keys',
  'invalid-widget-id',
  'invalid-parsed-secret',
]);
const PROVIDER_ERRORS = new Set(['internal-error']);

export interface SiteverifyExpectations {
  minScore: number;
  /** Hostnames the token may have been solved on; empty means any. */
  hostnames: readonly string[];
}

/**
 * Reads a siteverify HTTP answer. 5xx / 429 / non-JSON / configuration error codes → `unverified`; `success: false`
 * with visitor error codes, a v3 score under `minScore`, or a token solved on another site → `failed`.
 */
export function interpretSiteverify(
  provider: CaptchaProvider,
  status: number,
  body: string,
  expect: SiteverifyExpectations,
): CaptchaOutcome {
  if (status !== 200)
    return {
      kind: 'unverified',
      reason: status >= 500 || status === 429 ? 'provider_unavailable' : `provider_http_${status}`,
    };
  let reply: Record<string, unknown>;
  try {
    reply = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return { kind: 'unverified', reason: 'provider_bad_response' };
  }
  if (typeof reply !== 'object' || reply === null || typeof reply.success !== 'boolean')
    return { kind: 'unverified', reason: 'provider_bad_response' };
  const codes = Array.isArray(reply['error-codes']) ? (reply['error-codes'] as unknown[]).map(String) : [];
  if (codes.some((c) => CONFIGURATION_ERRORS.has(c))) return { kind: 'unverified', reason: 'captcha_misconfigured' };
  if (codes.some((c) => PROVIDER_ERRORS.has(c))) return { kind: 'unverified', reason: 'provider_unavailable' };
  if (!reply.success) return { kind: 'failed', reason: codes[0] ?? 'rejected' };
  if (PROVIDER_PROFILES[provider].scored) {
    if (typeof reply.score !== 'number') return { kind: 'unverified', reason: 'captcha_misconfigured' };
    if (reply.score < expect.minScore) return { kind: 'failed', reason: 'score_below_minimum' };
  }
  const hostname = typeof reply.hostname === 'string' ? reply.hostname.toLowerCase() : undefined;
  if (expect.hostnames.length > 0 && hostname && !expect.hostnames.includes(hostname))
    return { kind: 'failed', reason: 'hostname_mismatch' };
  return { kind: 'passed' };
}

/** Hostnames of a form's explicit allowed origins (none when the list is empty or contains `*`). */
export function expectedHostnames(allowedOrigins: readonly string[]): string[] {
  if (allowedOrigins.length === 0 || allowedOrigins.includes('*')) return [];
  return allowedOrigins.flatMap((o) => {
    try {
      return [new URL(o).hostname.toLowerCase()];
    } catch {
      return [];
    }
  });
}
