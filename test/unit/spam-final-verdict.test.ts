import { describe, expect, it } from 'vitest';
import { finalVerdict, reviewText } from '@shared/domain/spam/final-verdict.js';

/**
 * The second stage's verdict on a stored submission: which submissions it reviews, and how the review model's
 * probability replaces ingest's content model in the score.
 */
const message = { message: 'Could you tell me whether the workshop on Saturday still has free places for two?' };
const stored = (over: Partial<Parameters<typeof reviewText>[0]> = {}) => ({
  status: 'received' as const,
  spamScore: 0.2,
  spamReasons: ['content_model:20'],
  fields: message,
  ...over,
});

describe('second stage: who is reviewed', () => {
  it('reviews a received submission with enough text, reading what the visitor wrote', () => {
    expect(reviewText(stored())).toEqual({ text: expect.stringContaining('workshop on saturday') });
  });

  it('never reviews spam (no moving back), an owner-corrected near copy, scoring off, or a one-liner', () => {
    expect(reviewText(stored({ status: 'spam' }))).toEqual({ skip: 'not_received' });
    expect(reviewText(stored({ spamReasons: ['not_spam_campaign:cmp_1', 'content_model:80'] }))).toEqual({
      skip: 'owner_not_spam',
    });
    expect(reviewText(stored({ spamScore: null }))).toEqual({ skip: 'scoring_off' });
    expect(reviewText(stored({ fields: { message: 'hi there' } }))).toEqual({ skip: 'too_short' });
  });
});

describe('second stage: the final score', () => {
  it("replaces ingest's content model with the review model's opinion", () => {
    // Ingest: rules 0.25 and the content model at 0.2 → 1 − 0.75 × 0.8 = 0.4 (received at medium).
    const first = { spamScore: 0.4, spamReasons: ['sales_pitch:1', 'content_model:20'] };
    const spam = finalVerdict(first, { strictness: 'medium' }, 0.6);
    expect(spam.score).toBeCloseTo(1 - 0.75 * 0.4, 3);
    expect(spam).toMatchObject({ spam: true, reasons: ['sales_pitch:1', 'content_model:20', 'second_stage:60'] });
    const ham = finalVerdict(first, { strictness: 'medium' }, 0.1);
    expect(ham).toMatchObject({ spam: false, score: 0.25, reasons: first.spamReasons });
  });

  it('keeps `low` near-certain: the review model alone never reaches it', () => {
    expect(finalVerdict({ spamScore: 0, spamReasons: [] }, { strictness: 'low' }, 0.99).spam).toBe(false);
    expect(finalVerdict({ spamScore: 0, spamReasons: [] }, { strictness: 'medium' }, 0.99).spam).toBe(true);
  });

  it("keeps a verified submitter's halving", () => {
    const verdict = finalVerdict(
      { spamScore: 0.1, spamReasons: ['verified_submitter'] },
      { strictness: 'medium' },
      0.7,
    );
    // Rules 0.2 (0.1 unhalved) with the model's 0.7 → 0.76, halved → 0.38: not spam at medium.
    expect(verdict).toMatchObject({ spam: false, score: 0.38 });
  });
});
