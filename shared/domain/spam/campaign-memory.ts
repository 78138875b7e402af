/**
 * Campaign memory: what an organization's owners taught the filter. Marking a submission spam remembers its
 * fingerprint (`fingerprint.ts`) as a spam campaign; moving a spam-judged submission back to the inbox remembers it
 * as not spam. Later submissions to any form of the organization that are near copies follow the owner: spam with
 * `spam_campaign:<id>`, or accepted with `not_spam_campaign:<id>` (the owner's "not spam" wins over every signal,
 * though not over the owner's own rules: blocked keywords, e-mail hygiene `flag`, an unverified CAPTCHA). The
 * filter's own near-certain verdicts on the text seed spam campaigns too, so a campaign caught at its first copies
 * stays caught when later copies soften.
 */
import { derivedId } from '../ids.js';
import type { Strictness } from './strictness.js';
import type { Fingerprint } from './fingerprint.js';

export type CampaignVerdict = 'spam' | 'not_spam';
/** Who taught it: an owner's status change, or the filter's own near-certain verdict at ingest. */
export type CampaignSource = 'owner' | 'filter';

export interface RememberedCampaign {
  id: string;
  tenantId: string;
  verdict: CampaignVerdict;
  source: CampaignSource;
  /** The submission it was learned from (erasing its submitter forgets the campaign). */
  formId: string;
  submissionId: string;
  /** The abstracted text's first words (links, numbers, names and e-mail addresses already replaced). */
  sample: string;
  bandKeys: string[];
  createdAt: string;
  expiresAt: string;
}

/** A remembered campaign near a submission, with the estimated similarity of the two. */
export interface CampaignMatch {
  campaignId: string;
  verdict: CampaignVerdict;
  similarity: number;
}

/** Campaigns an owner taught expire this long after they were learned (TTL). */
export const CAMPAIGN_TTL_DAYS = 90;
/** At most this many campaigns per organization from its owners; learning one more forgets the oldest. */
export const MAX_CAMPAIGNS = 1000;
/**
 * The filter's own campaigns: at most this many a day per organization, each kept this many days, so they never
 * hold more than 280 (ingest checks no count: one conditional counter write per campaign learned, none per copy).
 */
export const FILTER_SEEDS_PER_DAY = 20;
export const FILTER_SEED_TTL_DAYS = 14;

/**
 * How near a submission must be to a remembered spam campaign to be judged spam, per strictness (estimated Jaccard
 * similarity of word and word-pair sets). Measured in `npm run bench -- spam` (campaign scenario): later copies of
 * a spun campaign sit at 0.10–0.73 from the nearest marked copy (median 0.45), genuine messages on the same
 * subjects at ≤ 0.13, and none of the corpus's 10 680 real contact-form messages long enough to fingerprint at
 * 0.25 or more.
 */
export const CAMPAIGN_SIMILARITY: Record<Strictness, number> = { low: 0.3, medium: 0.25, high: 0.2 };
/**
 * How near a submission must be to a message the owner said is not spam to be let through, at every strictness.
 * Measured on the campaign scenario's spun copies (one copy of each campaign marked not spam, its 7 later copies):
 * 39 of 56 at 0.3 or more, 55 at 0.15 or more (estimates in steps of 1/128), 53 of them found by the band lookup; genuine
 * messages on the same subjects sit at ≤ 0.13 from a campaign, and the owner's own rules (blocked keywords, hygiene
 * `flag`, CAPTCHA) still apply.
 */
export const NOT_SPAM_SIMILARITY = 0.15;
/** Learning a message this near to a campaign of the same verdict adds nothing: the existing one covers it. */
export const DUPLICATE_SIMILARITY = 0.9;
/** The filter seeds memory only when what the visitor wrote scores at least this alone (`low`'s threshold). */
export const SEED_TEXT_SCORE = 0.85;
/** Nor when a remembered campaign (of either verdict) at least this near already speaks for the message. */
export const SEED_COVERED_SIMILARITY = 0.3;

/** A campaign's id follows from the submission it was learned from: learning it again replaces it, erasing finds it. */
export const campaignIdOf = (submissionId: string, createdAtMs: number): string =>
  derivedId('campaign', createdAtMs, `campaign:${submissionId}`);

export interface LearnedMessage {
  tenantId: string;
  formId: string;
  submissionId: string;
  /** The submission's creation time (the campaign id's time). */
  submittedAt: string;
  fingerprint: Fingerprint;
}

/** Port: the remembered campaigns of an organization. */
export interface CampaignMemory {
  /** Remembered campaigns sharing a band key with the fingerprint, unexpired, with their similarity (one read). */
  nearest(tenantId: string, fingerprint: Fingerprint, now: Date): Promise<CampaignMatch[]>;
  /** Stores campaigns (replacing those with the same id) and their band keys. */
  put(campaigns: readonly (RememberedCampaign & { signature: Uint32Array })[]): Promise<void>;
  /** The organization's unexpired campaigns, newest first. */
  list(tenantId: string, now: Date): Promise<RememberedCampaign[]>;
  /** Forgets campaigns by id, their band keys included; answers the ids that existed. */
  forget(tenantId: string, ids: readonly string[]): Promise<string[]>;
  /** The oldest campaigns to forget so that `adding` more stay within `MAX_CAMPAIGNS`. */
  overflow(tenantId: string, adding: number): Promise<string[]>;
  /** Stores a campaign the filter learned unless the organization's `FILTER_SEEDS_PER_DAY` are used up. */
  seed(campaign: RememberedCampaign & { signature: Uint32Array }): Promise<boolean>;
}

/** The nearest match of a verdict at or above `threshold`, if any. */
export function nearestOf(
  matches: readonly CampaignMatch[],
  verdict: CampaignVerdict,
  threshold: number,
): CampaignMatch | undefined {
  return matches
    .filter((m) => m.verdict === verdict && m.similarity >= threshold)
    .sort((a, b) => b.similarity - a.similarity)[0];
}

/**
 * What memory says about a submission at a strictness: `not_spam` when it is near a message the owner let through
 * (that wins), `spam` when near a remembered spam campaign, nothing otherwise.
 */
export function recall(
  matches: readonly CampaignMatch[],
  strictness: Strictness,
): { verdict: CampaignVerdict; reason: string } | undefined {
  const ham = nearestOf(matches, 'not_spam', NOT_SPAM_SIMILARITY);
  if (ham) return { verdict: 'not_spam', reason: `not_spam_campaign:${ham.campaignId}` };
  const spam = nearestOf(matches, 'spam', CAMPAIGN_SIMILARITY[strictness]);
  return spam ? { verdict: 'spam', reason: `spam_campaign:${spam.campaignId}` } : undefined;
}

/** A campaign to remember from a learned message, expiring after `CAMPAIGN_TTL_DAYS` (the filter's: fewer). */
export function campaignOf(
  message: LearnedMessage,
  verdict: CampaignVerdict,
  source: CampaignSource,
  now: Date,
): RememberedCampaign & { signature: Uint32Array } {
  return {
    id: campaignIdOf(message.submissionId, Date.parse(message.submittedAt)),
    tenantId: message.tenantId,
    verdict,
    source,
    formId: message.formId,
    submissionId: message.submissionId,
    sample: message.fingerprint.sample,
    bandKeys: message.fingerprint.bandKeys,
    signature: message.fingerprint.signature,
    createdAt: now.toISOString(),
    expiresAt: new Date(
      now.getTime() + (source === 'filter' ? FILTER_SEED_TTL_DAYS : CAMPAIGN_TTL_DAYS) * 86_400_000,
    ).toISOString(),
  };
}
