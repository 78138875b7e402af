import { signal, WEIGHTS, type Signal } from './signals.js';
import { PITCH_CUES, type PitchCues } from './pitch-cues.js';
import { escapeRegExp, normalizeText, type SubmissionText } from './text.js';

const PRICE_OFFER = /\b(?:for|from|only|just|starting at|starts at)\s+(?:only\s+|just\s+)?[$€£]\s?\d/u;
const MONEY_PROMISE = [
  /\b(?:earn|earning|make|made|making|turn|turned)\s+(?:up to\s+|over\s+|more than\s+)?[$€£]\s?\d/u,
  /[$€£]\s?[\d.,]+\s?k?\s*(?:daily|per day|a day|\/day|weekly|per week|a week)\b/u,
  /\b\d[\d.,]*\s?(?:€|euro|dollars?|usd)\s+(?:daily|per day|a day|am tag|pro tag|por día|por dia)\b/u,
];

/** What a `*` stands for: the rest of the word (anything up to a space, punctuation or a digit). */
const WORD_REST = `[^\\s\\-_.,;:!?¿¡()[\\]{}"'«»“”„/\\\\0-9]*`;

/**
 * A cue as a regular expression source: `*` for any ending, words apart by spaces, hyphens or underscores. No Unicode
 * property classes: each would cost a third of a millisecond to compile, for hundreds of cues.
 */
const cueSource = (cue: string): string =>
  normalizeText(cue)
    .trim()
    .split(/\s+/)
    .map((word) => escapeRegExp(word.replace(/\*$/, '')) + (word.endsWith('*') ? WORD_REST : ''))
    .join('[\\s\\-_]+')
    .replace(/(?:\[\\s\\-_\]\+)?\\\?$/, '\\s*\\?');

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD_START = /(?<![\p{L}\p{M}\p{N}])[\p{L}\p{N}]/gu;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
/**
 * Cues are looked up by their first characters at each start of a word: a few tests per word, whatever the lists.
 * Three when the cue's expression starts with three letters or digits (they must be there for it to match), else two.
 */
const KEY_LENGTH = 2;
const LONG_KEY_LENGTH = 3;
const LONG_KEY = /^[\p{L}\p{M}\p{N}]{3}/u;

const PARTS = ['target', 'offer', 'followUp'] as const;
type Part = (typeof PARTS)[number];

/**
 * Every part's cues, all languages: whole-word cues by their first characters (one small sticky expression each,
 * tagged with its part), Chinese and Japanese cues in one expression per part matched anywhere. One alternation of
 * all cues took a second to compile and milliseconds per message; one lookup table for the three parts reads the
 * text's word starts once rather than once per part.
 */
function cuesOf(languages: Readonly<Record<string, PitchCues>>, longKeys: boolean) {
  const byStart = new Map<string, { part: Part; cue: RegExp }[]>();
  const anywhere: { part: Part; cues: RegExp }[] = [];
  for (const part of PARTS) {
    const cues = Object.values(languages).flatMap((list) => list[part]);
    for (const cue of cues.filter((c) => !CJK.test(c))) {
      const start = normalizeText(cue).trim();
      const key = start.slice(0, longKeys && LONG_KEY.test(start) ? LONG_KEY_LENGTH : KEY_LENGTH);
      byStart.set(key, [...(byStart.get(key) ?? []), { part, cue: new RegExp(cueSource(cue), 'uy') }]);
    }
    const spaceless = cues.filter((cue) => CJK.test(cue)).map(escapeRegExp);
    if (spaceless.length > 0) anywhere.push({ part, cues: new RegExp(spaceless.join('|'), 'gu') });
  }
  return { byStart, anywhere };
}

/** The different cues of each part found in a text (overlapping: `we can help` and `can help` both count). */
function cuesFound({ byStart, anywhere }: ReturnType<typeof cuesOf>, text: string): Record<Part, number> {
  const found: Record<Part, Set<string>> = { target: new Set(), offer: new Set(), followUp: new Set() };
  for (const { index } of text.matchAll(WORD_START)) {
    const short = byStart.get(text.slice(index, index + KEY_LENGTH)) ?? [];
    const long = index + LONG_KEY_LENGTH <= text.length ? byStart.get(text.slice(index, index + LONG_KEY_LENGTH)) : [];
    for (const { part, cue } of [...short, ...(long ?? [])]) {
      cue.lastIndex = index;
      const match = cue.exec(text)?.[0];
      const after = match === undefined ? undefined : text.codePointAt(index + match.length);
      if (match !== undefined && (after === undefined || !WORD_CHARACTER.test(String.fromCodePoint(after))))
        found[part].add(match);
    }
  }
  for (const { part, cues } of anywhere) {
    cues.lastIndex = 0;
    for (let match = cues.exec(text); match; match = cues.exec(text)) {
      found[part].add(match[0]);
      cues.lastIndex = match.index + 1;
    }
  }
  return { target: found.target.size, offer: found.offer.size, followUp: found.followUp.size };
}

/** Counts each part's cues in a normalized text (a price like `from $99` is an offer too). */
export interface PitchCueMatcher {
  count(text: string): Record<keyof PitchCues, number>;
}

/** `longKeys: false` files every cue under two characters (the tests compare the two). */
export function pitchCueMatcher(languages: Readonly<Record<string, PitchCues>>, longKeys = true): PitchCueMatcher {
  const cues = cuesOf(languages, longKeys);
  return {
    count(text) {
      const found = cuesFound(cues, text);
      return { ...found, offer: found.offer + (PRICE_OFFER.test(text) ? 1 : 0) };
    },
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
