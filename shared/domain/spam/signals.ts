/**
 * A signal is one observation about a submission with a weight in (0, 1]: the probability-like strength with
 * which it alone suggests spam. `scoring.ts` combines weights with a noisy-OR, so independent weak signals add up
 * and no single weak one decides. Every weight lives in `WEIGHTS` (documented in `docs/spam.md`).
 */
export interface Signal {
  /** Stable machine-readable code; becomes a reason, as `code` or `code:detail`. */
  code: string;
  weight: number;
  detail?: string;
}

export const WEIGHTS = {
  honeypot: 0.99,
  tooFast: 0.85,
  fast: 0.25,
  invalidTiming: 0.3,
  links: { 1: 0.05, 2: 0.25, 3: 0.5, 5: 0.75 } as Record<number, number>,
  linkOnly: 0.35,
  linkPressure: 0.3,
  linkInName: 0.6,
  linkMarkup: 0.6,
  shortenedLink: 0.3,
  riskyTld: 0.2,
  ipLink: 0.35,
  messengerLink: 0.3,
  strongPhrase: 0.4,
  strongPhraseCap: 0.9,
  weakPhrase: 0.1,
  weakPhraseCap: 0.35,
  pitchStrong: 0.55,
  pitchWeak: 0.25,
  pitchUntargeted: 0.4,
  pitchFollowUp: { targeted: 0.4, untargeted: 0.3 },
  moneyPromise: 0.45,
  gibberish: 0.45,
  keyboardMash: 0.6,
  repeatedCharacters: 0.3,
  repeatedWords: 0.35,
  identicalFields: 0.35,
  injection: 0.7,
  htmlMarkup: 0.25,
  missingUserAgent: 0.35,
  bareRequest: 0.2,
  botUserAgent: 0.35,
  browserWithoutLanguage: 0.25,
  originNotAllowed: 0.35,
  originRefererMismatch: 0.25,
  refererNotAllowed: 0.25,
  reputationSpam: 0.3,
  reputationSpamStep: 0.15,
  reputationSpamCap: 0.6,
} as const;

/** An owner-verified submitter's score is multiplied by `1 - TRUST_VERIFIED` (a honeypot hit still counts at low). */
export const TRUST_VERIFIED = 0.5;

export const signal = (code: string, weight: number, detail?: string): Signal =>
  detail === undefined ? { code, weight } : { code, weight, detail };

/** The reason string shown to the owner: `code` or `code:detail`. */
export const reasonOf = (s: Signal): string => (s.detail === undefined ? s.code : `${s.code}:${s.detail}`);
