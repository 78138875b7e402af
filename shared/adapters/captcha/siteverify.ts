import { interpretSiteverify, PROVIDER_PROFILES, type CaptchaProvider } from '@shared/domain/spam/captcha.js';
import type { CaptchaVerifier } from '@shared/domain/spam/judge.js';
import { OutboundError, type OutboundHttp } from '@shared/domain/outbound.js';

export interface SiteverifyOptions {
  /** Per-provider siteverify URL overrides (tests point them at local fakes); the public endpoints otherwise. */
  urls?: Partial<Record<CaptchaProvider, string>>;
  /** One bound for DNS, connect and answer (default 5 s). */
  timeoutMs?: number;
}

export const SITEVERIFY_TIMEOUT_MS = 5_000;

/**
 * Verifies CAPTCHA tokens against each provider's real siteverify API through the SSRF-safe outbound client:
 * POST `application/x-www-form-urlencoded` with `secret`, `response`, `remoteip`. A timeout, refused address or
 * network error is `unverified` (never a pass, never a refusal of the visitor).
 */
export function siteverifyClient(http: OutboundHttp, options: SiteverifyOptions = {}): CaptchaVerifier {
  return {
    async verify(provider, request) {
      const url = options.urls?.[provider] ?? PROVIDER_PROFILES[provider].verifyUrl;
      const body = new URLSearchParams({
        secret: request.secret,
        response: request.token,
        remoteip: request.remoteIp,
      }).toString();
      try {
        const res = await http.send({
          url,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          timeoutMs: options.timeoutMs ?? SITEVERIFY_TIMEOUT_MS,
          maxBodyBytes: 16 * 1024,
        });
        return interpretSiteverify(provider, res.status, res.body, request);
      } catch (error) {
        if (error instanceof OutboundError)
          return { kind: 'unverified', reason: error.kind === 'timeout' ? 'provider_timeout' : 'provider_unreachable' };
        throw error;
      }
    },
  };
}
