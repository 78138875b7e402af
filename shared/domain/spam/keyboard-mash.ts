/**
 * Keyboard mash: letters typed by sliding or slapping across a keyboard (`asdfgh`, `йцукен`, `xcvbnm`, `hjkjlkh`)
 * instead of words. Language-agnostic cues only: runs along a keyboard row (QWERTY, AZERTY, QWERTZ, ЙЦУКЕН), one
 * row's letters piled into consonant runs no language writes, no vowel in five letters (Latin and Cyrillic only).
 */
const ROWS =
  'qwertyuiop asdfghjkl zxcvbnm azertyuiop qsdfghjklm wxcvbn qwertzuiop yxcvbnm йцукенгшщзхъ фывапролджэ ячсмитьбю'.split(
    ' ',
  );
const inRow = (part: string) => ROWS.some((row) => row.includes(part) || row.includes([...part].reverse().join('')));
/** Vowels once accents are stripped (`é` → `e`), and those that are letters of their own (`ı`, `ø`, `ы`). */
export const VOWELS = /[aeiouyıøæœåаеёиоуыэюяієї]/gu;
const vowelsIn = (part: string) => part.match(VOWELS)?.length ?? 0;

/** Lowercase, without accents: `Čtvrtek` → `ctvrtek`. */
export const plainLetters = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Whether one word is keyboard mash (words with letters beyond a–z and the Russian alphabet never are). */
export function isMashWord(original: string): boolean {
  const word = plainLetters(original);
  if (!/^[a-zа-яё]{3,}$/.test(word) || /^(?:qwert[yz]|azerty|йцукен)$/.test(word)) return false;
  // A run along a row: a whole word of 3 letters without a vowel (`sdf`; `wer` is a word) or of 4 with at most one
  // (`fghj`, `прол`); inside a longer word 4 without a vowel (`sdfg`) or 5 with any.
  if (word.length < 5) return inRow(word) && vowelsIn(word) < word.length - 2;
  for (let i = 0; i + 4 <= word.length; i++) {
    const four = word.slice(i, i + 4);
    if (inRow(four) && (vowelsIn(four) === 0 || (i + 5 <= word.length && inRow(word.slice(i, i + 5))))) return true;
  }
  // Acronyms (`HTTPS`, `SMTP`) have no vowels either.
  if (vowelsIn(word) === 0) return original !== original.toUpperCase() || word.length >= 7;
  return (
    word.split(VOWELS).some((run) => run.length >= 4) && ROWS.some((row) => [...word].every((c) => row.includes(c)))
  );
}

/** Letters of a text's words: all of them, and those in keyboard-mash words. */
export function mashShare(text: string): { letters: number; mash: number } {
  let letters = 0;
  let mash = 0;
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    letters += word.length;
    if (isMashWord(word)) mash += word.length;
  }
  return { letters, mash };
}
