/**
 * Keyboard mash: letters typed by sliding or slapping across a keyboard (`asdfgh`, `йцукен`, `xcvbnm`, `hjkjlkh`)
 * instead of words. Language-agnostic cues only: runs along a keyboard row (QWERTY, AZERTY, QWERTZ, ЙЦУКЕН), one
 * row's letters piled into consonant runs no language writes, no vowel in five letters (Latin and Cyrillic only).
 */
const ROWS =
  'qwertyuiop asdfghjkl zxcvbnm azertyuiop qsdfghjklm wxcvbn qwertzuiop yxcvbnm йцукенгшщзхъ фывапролджэ ячсмитьбю'.split(
    ' ',
  );
/** Every run of 3 to 5 letters along a row, both directions: a lookup per run instead of a scan of the rows. */
const RUNS = new Set<string>();
for (const row of ROWS) {
  for (const line of [row, [...row].reverse().join('')]) {
    for (let length = 3; length <= 5; length++) {
      for (let i = 0; i + length <= line.length; i++) RUNS.add(line.slice(i, i + length));
    }
  }
}
/** Vowels once accents are stripped (`é` → `e`), and those that are letters of their own (`ı`, `ø`, `ы`). */
const VOWEL_LETTERS = 'aeiouyıøæœåаеёиоуыэюяієї';
export const VOWELS = new RegExp(`[${VOWEL_LETTERS}]`, 'gu');
function vowelsIn(word: string, from = 0, to = word.length): number {
  let count = 0;
  for (let i = from; i < to; i++) if (VOWEL_LETTERS.includes(word[i]!)) count++;
  return count;
}

/** Lowercase, without accents: `Čtvrtek` → `ctvrtek`. */
export const plainLetters = (word: string) => {
  const lower = word.toLowerCase();
  return /^[a-z]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
};

/** Whether one word is keyboard mash (words with letters beyond a–z and the Russian alphabet never are). */
export function isMashWord(original: string): boolean {
  if (original.length < 3) return false;
  const word = plainLetters(original);
  if (!/^[a-zа-яё]{3,}$/.test(word) || /^(?:qwert[yz]|azerty|йцукен)$/.test(word)) return false;
  // A run along a row: a whole word of 3 letters without a vowel (`sdf`; `wer` is a word) or of 4 with at most one
  // (`fghj`, `прол`); inside a longer word 4 without a vowel (`sdfg`) or 5 with any.
  if (word.length < 5) return RUNS.has(word) && vowelsIn(word) < word.length - 2;
  for (let i = 0; i + 4 <= word.length; i++) {
    const five = i + 5 <= word.length && RUNS.has(word.slice(i, i + 5));
    if (RUNS.has(word.slice(i, i + 4)) && (vowelsIn(word, i, i + 4) === 0 || five)) return true;
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
