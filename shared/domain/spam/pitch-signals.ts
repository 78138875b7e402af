import { signal, WEIGHTS, type Signal } from './signals.js';
import { PITCH_CUES, type PitchCues } from './pitch-cues.js';
import { escapeRegExp, normalizeText, type SubmissionText } from './text.js';

const PRICE_OFFER = /\b(?:for|from|only|just|starting at|starts at)\s+(?:only\s+|just\s+)?[$€£]\s?\d/u;
const MONEY_PROMISE = [
  /\b(?:earn|earning|make|made|making|turn|turned)\s+(?:up to\s+|over\s+|more than\s+)?[$€£]\s?\d/u,
  /[$€£]\s?[\d.,]+\s?k?\s*(?:daily|per day|a day|\/day|weekly|per week|a week)\b/u,
  /\b\d[\d.,]*\s?(?:€|euro|dollars?|usd)\s+(?:daily|per day|a day|am tag|pro tag|por día|por dia)\b/u,
];

/** A cue as a regular expression source: `*` for any ending, the end of a word at the end. */
const cueSource = (cue: string): string =>
  normalizeText(cue)
    .trim()
    .split(/\s+/)
    .map((word) => escapeRegExp(word.replace(/\*$/, '')) + (word.endsWith('*') ? '[\\p{L}\\p{M}]*' : ''))
    .join('[\\s\\-_]+')
    .replace(/(?:\[\\s\\-_\]\+)?\\\?$/, '\\s*\\?')
    .concat('(?![\\p{L}\\p{M}\\p{N}])');

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** One expression for all languages' cues of a part: whole words from the start of a word, Chinese and Japanese anywhere. */
function cuesOf(cues: readonly string[]): RegExp {
  const spaced = cues.filter((cue) => !CJK.test(cue)).map(cueSource);
  const spaceless = cues.filter((cue) => CJK.test(cue)).map(escapeRegExp);
  // The start of a word is checked once per position, not once per cue: hundreds of cues cost a few microseconds.
  const anywhere = spaceless.length > 0 ? `|${spaceless.join('|')}` : '';
  return new RegExp(`(?:^|(?<=[^\\p{L}\\p{M}\\p{N}]))(?:${spaced.join('|')})${anywhere}`, 'gu');
}

/** The different cues of one part found in a text (overlapping: `we can help` and `can help` both count). */
function cuesFound(cues: RegExp, text: string): number {
  const found = new Set<string>();
  cues.lastIndex = 0;
  for (let match = cues.exec(text); match; match = cues.exec(text)) {
    found.add(match[0]);
    cues.lastIndex = match.index + 1;
  }
  return found.size;
}

/** Counts each part's cues in a normalized text (a price like `from $99` is an offer too). */
export interface PitchCueMatcher {
  count(text: string): Record<keyof PitchCues, number>;
}

export function pitchCueMatcher(languages: Readonly<Record<string, PitchCues>>): PitchCueMatcher {
  const all = (part: keyof PitchCues) => cuesOf(Object.values(languages).flatMap((cues) => cues[part]));
  const [target, offer, followUp] = [all('target'), all('offer'), all('followUp')];
  return {
    count: (text) => ({
      target: cuesFound(target, text),
      offer: cuesFound(offer, text) + (PRICE_OFFER.test(text) ? 1 : 0),
      followUp: cuesFound(followUp, text),
    }),
  };
}

/** The cues in the bundle (English, `pitch-cues.ts`); the content model's file brings the other languages'. */
export const BUNDLED_PITCH_CUES = pitchCueMatcher(PITCH_CUES);

/**
 * The unsolicited sales pitch, the commonest spam on contact forms: a message that talks about the recipient's
 * website or business (`target` cues) and offers a service (`offer` cues: help, prices, calls, proposals). Each
 * cue alone is ordinary; together they are a pitch. A pitch's follow-up (the sender chasing their own unanswered
 * message) adds to it. Also get-rich promises (`made $12,000 last month`). Cues in 20 languages (`pitch-cues.ts`).
 */
export function pitchSignals(text: SubmissionText, matcher = BUNDLED_PITCH_CUES): Signal[] {
  const out: Signal[] = [];
  const cues = matcher.count(text.prose);
  const targeted = cues.target > 0;
  const offers = cues.offer;
  const weight = targeted
    ? offers >= 2
      ? WEIGHTS.pitchStrong
      : offers === 1
        ? WEIGHTS.pitchWeak
        : 0
    : offers >= 3
      ? WEIGHTS.pitchUntargeted
      : 0;
  if (weight > 0) out.push(signal('sales_pitch', weight, String(offers)));
  if (offers >= 1 && cues.followUp > 0)
    out.push(signal('pitch_follow_up', targeted ? WEIGHTS.pitchFollowUp.targeted : WEIGHTS.pitchFollowUp.untargeted));
  if (MONEY_PROMISE.some((p) => p.test(text.prose))) out.push(signal('money_promise', WEIGHTS.moneyPromise));
  return out;
}
