import {
  blockedKeywordsFound,
  gibberishSignals,
  injectionSignals,
  linkSignals,
  phraseSignals,
} from './content-signals.js';
import { contentModelSignals, type ContentModel } from './content-model.js';
import { pitchSignals } from './pitch-signals.js';
import {
  EMPTY_HISTORY,
  headerSignals,
  honeypotSignals,
  reputationSignals,
  timingSignals,
  type SubmitterHistory,
} from './request-signals.js';
import { reasonOf, TRUST_VERIFIED, type Signal } from './signals.js';
import type { SpamSettings } from '../form-settings.js';
import { isSpamScore } from './strictness.js';
import { submissionText, type SubmissionText } from './text.js';

/** What the scoring engine looks at; a pure function of this (no clock, no I/O, no randomness). */
export interface ScoringInput {
  fields: Record<string, unknown>;
  reserved: Record<string, unknown>;
  /** Lowercased header names. */
  headers: Record<string, string>;
  receivedAt: number;
  allowedOrigins: readonly string[];
  /** A server holding the form's protected key: no header signals (`SpamInput.serverSender`). */
  serverSender?: boolean;
  history?: SubmitterHistory;
  /** The learned content model (`content-model.ts`); without it only the hand-written signals score. */
  model?: ContentModel;
}

export interface Score {
  /** In [0, 1], three decimals; null when scoring is disabled. */
  score: number | null;
  spam: boolean;
  /** Every signal that fired, strongest first, as `code` or `code:detail`. */
  reasons: string[];
  /**
   * The noisy-OR of the signals of what the visitor wrote alone (links, phrases, pitch, content model, gibberish,
   * injection): how sure the filter is of the text, whoever sent it and however; null when scoring is disabled.
   */
  textScore: number | null;
}

/** Every signal of a submission (blocked keywords excluded: they are a rule, not a signal). */
export function collectSignals(input: ScoringInput): Signal[] {
  return [...contentSignals(input, submissionText(input.fields)), ...reputationSignals(input.history ?? EMPTY_HISTORY)];
}

/** The signals of what was sent and how (everything but the submitter's history). */
function contentSignals(input: ScoringInput, text: SubmissionText, written = textSignals(input, text)): Signal[] {
  return [
    ...honeypotSignals(input.reserved),
    ...timingSignals(input.reserved, input.receivedAt),
    ...written,
    ...(input.serverSender ? [] : headerSignals(input.headers, input.allowedOrigins)),
  ];
}

/** The signals of what the visitor wrote. */
function textSignals(input: ScoringInput, text: SubmissionText): Signal[] {
  return [
    ...linkSignals(text, input),
    ...phraseSignals(text),
    ...pitchSignals(text, input.model?.pitchCues),
    ...contentModelSignals(text, input.model),
    ...gibberishSignals(input.fields, text),
    ...injectionSignals(text),
  ];
}

/** Noisy-OR: 1 - Π(1 - wᵢ). Independent weak signals add up; none of them alone reaches certainty. */
export const combine = (signals: readonly Signal[]): number => 1 - signals.reduce((acc, s) => acc * (1 - s.weight), 1);

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Scores a submission under the form's spam settings. A blocked keyword always makes it spam with score 1.
 * An owner-verified submitter's score is halved. With scoring disabled only the blocked keywords apply.
 *
 * @example scoreSubmission({ fields: { message: 'hi' }, reserved: { _gotcha: 'x' }, headers: {}, receivedAt: 0, allowedOrigins: [] }, settings).spam // true
 */
export function scoreSubmission(input: ScoringInput, settings: SpamSettings): Score {
  return prepareScore(input, settings)(input.history);
}

/**
 * `scoreSubmission` in two steps: everything but the submitter's history now (the CPU part: text signals and the
 * content model), the score once the history is read. Ingest runs the first step while the history read is in flight.
 */
export function prepareScore(
  input: ScoringInput,
  settings: SpamSettings,
  text: SubmissionText = submissionText(input.fields),
): (history?: SubmitterHistory) => Score {
  const keywords = blockedKeywordsFound(settings.blocked_keywords, text);
  const keywordReasons = keywords.map((k) => `blocked_keyword:${k}`);
  if (!settings.enabled)
    return () => ({ score: null, spam: keywords.length > 0, reasons: keywordReasons, textScore: null });
  const written = textSignals(input, text);
  const textScore = round3(combine(written));
  const content = contentSignals(input, text, written);
  return (history) => {
    const signals = [...content, ...reputationSignals(history ?? EMPTY_HISTORY)].sort((a, b) => b.weight - a.weight);
    const trusted = (history?.verified ?? 0) > 0;
    let score = combine(signals) * (trusted ? 1 - TRUST_VERIFIED : 1);
    if (keywords.length > 0) score = 1;
    const reasons = [...keywordReasons, ...signals.map(reasonOf), ...(trusted ? ['verified_submitter'] : [])];
    score = round3(Math.min(1, Math.max(0, score)));
    return { score, spam: keywords.length > 0 || isSpamScore(score, settings.strictness), reasons, textScore };
  };
}
