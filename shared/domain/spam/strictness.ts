/**
 * The form's `settings.spam` section as the engine reads it, and what each strictness means. A submission is
 * spam when its score reaches the threshold: `low` only near-certain spam, `high` anything suspicious.
 */
import type { SpamSettings } from '../form-settings.js';

export const STRICTNESS_LEVELS = ['low', 'medium', 'high'] as const;
export type Strictness = (typeof STRICTNESS_LEVELS)[number];

export const STRICTNESS_THRESHOLDS: Record<Strictness, number> = { low: 0.85, medium: 0.5, high: 0.3 };

const isStrictness = (v: unknown): v is Strictness => STRICTNESS_LEVELS.includes(v as Strictness);

/**
 * A form's `settings.spam` from a loose object (scripts, benches, tests): anything missing or malformed falls back
 * to the defaults (on, medium). Stored forms are validated when read, so ingest passes `form.settings.spam` as is.
 */
export function readSpamSettings(settings: { spam?: unknown } | undefined): SpamSettings {
  const spam: Record<string, unknown> = typeof settings?.spam === 'object' && settings.spam ? { ...settings.spam } : {};
  const keywords: unknown[] = Array.isArray(spam.blocked_keywords) ? spam.blocked_keywords : [];
  return {
    enabled: spam.enabled !== false,
    strictness: isStrictness(spam.strictness) ? spam.strictness : 'medium',
    blocked_keywords: keywords.filter((k): k is string => typeof k === 'string'),
  };
}

export const isSpamScore = (score: number, strictness: Strictness): boolean =>
  score >= STRICTNESS_THRESHOLDS[strictness];
