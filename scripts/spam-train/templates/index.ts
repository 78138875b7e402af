import { ar, hi, id, ja, ko, vi, zh } from './asia-africa.js';
import { de } from './de.js';
import { en } from './en.js';
import { es, it, pt } from './es-pt-it.js';
import { cs, nl, pl, ru, sv, tr, uk } from './europe.js';
import { fr } from './fr.js';
import type { Phrasebook } from './types.js';

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
