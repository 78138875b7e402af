import { ar, hi, id, ja, ko, vi, zh } from './asia-africa.js';
import { de } from './de.js';
import { en } from './en.js';
import { es, it, pt } from './es-pt-it.js';
import { cs, nl, pl, ru, sv, tr, uk } from './europe.js';
import { fr } from './fr.js';
import { moreEn } from './more-en.js';
import { moreWorld } from './more-world.js';
import type { AddedKinds, Phrasebook } from './types.js';
import { worldFollowUps } from './world-follow-ups.js';
import { worldPitches } from './world-pitches.js';
import { worldScams } from './world-scams.js';

/** Every language the generated corpus covers. */
export const PHRASEBOOKS: readonly Phrasebook[] = [
  en,
  de,
  fr,
  es,
  pt,
  it,
  nl,
  pl,
  ru,
  uk,
  tr,
  sv,
  cs,
  ja,
  zh,
  ko,
  ar,
  hi,
  id,
  vi,
];

/** A language's kinds added later, as a phrasebook of its own with the same names, greetings and slots. */
const added = (kindsOf: (lang: string) => AddedKinds | undefined): readonly Phrasebook[] =>
  PHRASEBOOKS.flatMap((book) => {
    const more = kindsOf(book.lang);
    return more ? [{ ...book, spam: more.spam ?? {}, ham: more.ham ?? {} }] : [];
  });

/**
 * The kinds added later (`more-en.ts`, `more-world.ts`). Generated after the first ones, so adding kinds leaves the
 * entries generated before unchanged.
 */
export const MORE_PHRASEBOOKS = added((lang) => (lang === 'en' ? moreEn : moreWorld[lang]));

/** Follow-ups and growth pitches beyond English, and customers chasing their own requests (`world-follow-ups.ts`). */
export const FOLLOW_UP_PHRASEBOOKS = added((lang) => worldFollowUps[lang]);

/** Parcel and job scams beyond English, customers' own delivery questions and applications (`world-scams.ts`). */
export const SCAM_PHRASEBOOKS = added((lang) => worldScams[lang]);

/** Vendor pitches on new subjects in all 20 languages, businesses buying, clients of their own site (`world-pitches.ts`). */
export const PITCH_PHRASEBOOKS = added((lang) => worldPitches[lang]);
