/**
 * The form's `settings.spam` section as the engine reads it, and what each strictness means. A submission is
 * spam when its score reaches the threshold: `low` only near-certain spam, `high` anything suspicious.
 */
export type Strictness = 'low' | 'medium' | 'high';

export const STRICTNESS_THRESHOLDS: Record<Strictness, number> = { low: 0.85, medium: 0.5, high: 0.3 };

export interface SpamSettings {
  /** Only an explicit `false` turns scoring off. */
  enabled: boolean;
  strictness: Strictness;
  blockedKeywords: string[];
}

const isStrictness = (v: unknown): v is Strictness => v === 'low' || v === 'medium' || v === 'high';

/** Reads `settings.spam` defensively: anything missing or malformed falls back to the defaults (on, medium). */
export function readSpamSettings(settings: Record<string, unknown> | undefined): SpamSettings {
  const spam = (settings?.spam ?? {}) as Record<string, unknown>;
  const keywords = Array.isArray(spam.blocked_keywords) ? spam.blocked_keywords : [];
  return {
    enabled: spam.enabled !== false,
    strictness: isStrictness(spam.strictness) ? spam.strictness : 'medium',
    blockedKeywords: keywords.filter((k): k is string => typeof k === 'string' && k.trim() !== ''),
  };
}

export const isSpamScore = (score: number, strictness: Strictness): boolean =>
  score >= STRICTNESS_THRESHOLDS[strictness];
