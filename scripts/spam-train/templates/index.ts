import { ar, hi, id, ja, ko, vi, zh } from './asia-africa.js';
import { de } from './de.js';
import { en } from './en.js';
import { es, it, pt } from './es-pt-it.js';
import { cs, nl, pl, ru, sv, tr, uk } from './europe.js';
import { fr } from './fr.js';
import { moreEn } from './more-en.js';
import { moreWorld } from './more-world.js';
import type { Phrasebook } from './types.js';
import { worldFollowUps } from './world-follow-ups.js';
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

/**
 * The kinds added later (`more-en.ts`, `more-world.ts`), as phrasebooks of their own with the same names, greetings
 * and slots. Generated after the first ones, so adding kinds leaves the entries generated before unchanged.
 */
export const MORE_PHRASEBOOKS: readonly Phrasebook[] = PHRASEBOOKS.flatMap((book) => {
  const more = book.lang === 'en' ? moreEn : moreWorld[book.lang];
  return more ? [{ ...book, spam: more.spam ?? {}, ham: more.ham ?? {} }] : [];
});

/** Follow-ups and growth pitches beyond English, and customers chasing their own requests (`world-follow-ups.ts`). */
export const FOLLOW_UP_PHRASEBOOKS: readonly Phrasebook[] = PHRASEBOOKS.flatMap((book) => {
  const more = worldFollowUps[book.lang];
  return more ? [{ ...book, spam: more.spam ?? {}, ham: more.ham ?? {} }] : [];
});

/** Parcel and job scams beyond English, customers' own delivery questions and applications (`world-scams.ts`). */
export const SCAM_PHRASEBOOKS: readonly Phrasebook[] = PHRASEBOOKS.flatMap((book) => {
  const more = worldScams[book.lang];
  return more ? [{ ...book, spam: more.spam ?? {}, ham: more.ham ?? {} }] : [];
});
