import type { Submission } from '../submission.js';
import type { SpamSettings } from '../form-settings.js';
import { modelReads, modelWeight } from './content-model.js';
import { TRUST_VERIFIED } from './signals.js';
import { isSpamScore, type Strictness } from './strictness.js';
import { submissionText } from './text.js';

/**
 * The second stage's final verdict on a stored submission (`docs/spam.md`, "Second stage"): ingest's fast verdict
 * with its content model's opinion replaced by the larger review model's. Pure: what to read, and what the score
 * becomes once the review model has spoken. A verdict only moves toward spam: a submission ingest stored as spam
 * stays spam, and nothing the owner decided is second-guessed.
 */

/** Reason appended to `spam_reasons` when the second stage moves a submission to spam: `second_stage:<percent>`. */
export const SECOND_STAGE_REASON = 'second_stage';

/** Why a submission keeps ingest's verdict without asking the review model. */
export type NotReviewed =
  | 'not_received' // stored as spam (or already moved by its owner): never moved back
  | 'owner_not_spam' // a near copy of a message the owner marked "not spam" (campaign memory)
  | 'scoring_off' // `spam.enabled: false`: only the owner's own rules apply
  | 'too_short'; // the model does not read texts under three words, in either stage

export type ReviewSubject = Pick<Submission, 'status' | 'spamScore' | 'spamReasons' | 'fields'>;

/** The text the review model reads, or why the submission is not reviewed. */
export function reviewText(submission: ReviewSubject): { text: string } | { skip: NotReviewed } {
  if (submission.status !== 'received') return { skip: 'not_received' };
  if (submission.spamReasons[0]?.startsWith('not_spam_campaign:')) return { skip: 'owner_not_spam' };
  if (submission.spamScore === null) return { skip: 'scoring_off' };
  const text = submissionText(submission.fields);
  if (!modelReads(text)) return { skip: 'too_short' };
  return { text: text.free };
}

/** The weight ingest's content model added to the score (`content_model:<percent>`), 0 when it said nothing. */
function firstModelWeight(reasons: readonly string[]): number {
  const reason = reasons.find((r) => r.startsWith('content_model:'));
  return reason ? modelWeight(Number(reason.slice('content_model:'.length)) / 100) : 0;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export interface FinalVerdict {
  spam: boolean;
  score: number;
  /** The stored reasons with `second_stage:<percent>` appended when the verdict moves to spam. */
  reasons: string[];
}

/**
 * The final score: the hand-written signals of ingest's score (its content model's weight taken back out of the
 * noisy-OR, and a verified submitter's halving undone), combined with the review model's weight (same floor and cap
 * as ingest's model: alone it decides `medium` and `high`, never `low`), then halved again for a verified submitter.
 */
export function finalVerdict(
  submission: Pick<Submission, 'spamScore' | 'spamReasons'>,
  settings: Pick<SpamSettings, 'strictness'>,
  probability: number,
): FinalVerdict {
  const verified = submission.spamReasons.includes('verified_submitter');
  const stored = submission.spamScore ?? 0;
  const raw = verified ? Math.min(1, stored / (1 - TRUST_VERIFIED)) : stored;
  const first = firstModelWeight(submission.spamReasons);
  const others = first >= 1 ? 0 : Math.max(0, 1 - (1 - raw) / (1 - first));
  const combined = 1 - (1 - others) * (1 - modelWeight(probability));
  const score = round3(Math.min(1, combined * (verified ? 1 - TRUST_VERIFIED : 1)));
  const spam = isSpamScore(score, settings.strictness);
  const reason = `${SECOND_STAGE_REASON}:${String(Math.round(probability * 100))}`;
  return { spam, score, reasons: spam ? [...submission.spamReasons, reason] : [...submission.spamReasons] };
}

/** Port: the larger model of the second stage. */
export interface ReviewModel {
  /**
   * Spam probabilities of the texts, in order, each as calibrated for the strictness of its form (the same index in
   * `strictnesses`): each strictness keeps the false-positive rate it promises.
   */
  probabilities(texts: readonly string[], strictnesses: readonly Strictness[]): Promise<number[]>;
}

/** Port: the one write of the second stage. */
export interface SpamVerdictWriter {
  /** Moves a still-`received` submission to spam with its final score and reasons; false when it is no longer received. */
  markSpam(submission: Submission, verdict: FinalVerdict): Promise<boolean>;
}
