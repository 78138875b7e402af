/**
 * Whose things a text talks about, in any of the corpus's languages: the writer's own (`my order`, `our website`,
 * `unserer Seite`, `нашому сайті`) or the reader's (`your website`, `votre entreprise`, `貴社`). Someone who writes to
 * a business about their own order, site or application names what is theirs; a pitch names what is the reader's.
 * Possessive words are a closed class in every language, so these lists are short and cover what a kind of message
 * never seen would use.
 * Turkish marks them as suffixes (`sitemizde`, `sitenizde`), read only in a text with Turkish letters.
 */

// prettier-ignore
const OWN_WORDS = new Set([
  'my', 'our', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'meines', 'unser', 'unsere', 'unseren', 'unserem',
  'unserer', 'unseres', 'mon', 'ma', 'mes', 'notre', 'nos', 'mi', 'mis', 'nuestro', 'nuestra', 'nuestros',
  'nuestras', 'meu', 'minha', 'meus', 'minhas', 'nosso', 'nossa', 'nossos', 'nossas', 'mio', 'mia', 'miei', 'mie',
  'nostro', 'nostra', 'nostri', 'nostre', 'mijn', 'onze', 'mój', 'moja', 'moje', 'mojej', 'mojego', 'moim', 'moją',
  'nasz', 'nasza', 'nasze', 'naszej', 'naszego', 'naszym', 'naszą', 'naszych', 'мой', 'моя', 'моё', 'мое', 'мои',
  'моего', 'моей', 'моем', 'моём', 'моим', 'мою', 'наш', 'наша', 'наше', 'наши', 'нашего', 'нашей', 'нашем', 'нашим',
  'нашу', 'наших', 'мій', 'моє', 'мої', 'мого', 'моєї', 'моєму', 'моїм', 'наші', 'нашого', 'нашої', 'нашому',
  'mitt', 'mina', 'vår', 'vårt', 'våra', 'můj', 'moji', 'mého', 'mém', 'mým', 'naše', 'náš', 'našeho', 'naší',
  'našem', 'naším', 'našich', 'saya', 'kami', 'मेरा', 'मेरी', 'मेरे', 'हमारा', 'हमारी', 'हमारे',
]);

// prettier-ignore
const READERS_WORDS = new Set([
  'your', 'yours', 'ihr', 'ihre', 'ihren', 'ihrem', 'ihrer', 'ihres', 'dein', 'deine', 'deinen', 'deinem', 'votre',
  'vos', 'ton', 'ta', 'tes', 'su', 'sus', 'tu', 'tus', 'vuestro', 'vuestra', 'seu', 'sua', 'seus', 'suas', 'vosso',
  'vossa', 'tuo', 'tua', 'tuoi', 'vostro', 'vostra', 'vostri', 'vostre', 'jouw', 'uw', 'twój', 'twoja', 'twoje',
  'wasz', 'wasza', 'wasze', 'waszej', 'waszego', 'waszym', 'państwa', 'ваш', 'ваша', 'ваше', 'ваши',
  'вашего', 'вашей', 'вашем', 'вашим', 'вашу', 'ваших', 'твой', 'твоя', 'ваші', 'вашого', 'вашої', 'вашому', 'din',
  'ditt', 'dina', 'ert', 'váš', 'vaše', 'vašeho', 'vaší', 'vašem', 'vaším', 'vašich', 'anda', 'bạn',
  'आपका', 'आपकी', 'आपके', 'तुम्हारा',
]);

/** Written without spaces (Chinese, Japanese) or as particles (Korean, Vietnamese): found anywhere. */
const OWN_ANYWHERE = [
  '我的',
  '我们的',
  '我司',
  '本公司',
  '弊社',
  '当社',
  '私の',
  '私たちの',
  '저희',
  '우리',
  'của tôi',
  'của chúng tôi',
];
const READERS_ANYWHERE = [
  '您的',
  '你的',
  '贵公司',
  '贵司',
  '你们的',
  '御社',
  '貴社',
  'あなたの',
  '귀사',
  '귀하',
  '당신의',
  'quý công ty',
];

const TURKISH_OWN = /m[ıiuü]z(?:[ıiuüea]|[dt][ae]n?|[ıiuü]n|l[ae])?$/u;
const TURKISH_READERS = /n[ıiuü]z(?:[ıiuüea]|[dt][ae]n?|[ıiuü]n|l[ae])?$/u;

/** How often `needle` occurs in `text`. */
export const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

/** A text as the cue lists read it: its first 4,000 characters, NFKC, lower case, and its words. */
export interface CueText {
  lower: string;
  words: string[];
}
export function cueText(text: string): CueText {
  const lower = text.slice(0, 4000).normalize('NFKC').toLowerCase();
  return { lower, words: lower.split(/[^\p{L}\p{M}]+/u) };
}

/** How many of a text's words name the writer's things and how many the reader's. */
export const possessives = (text: string) => possessivesOf(cueText(text));

function possessivesOf({ lower, words }: CueText): { own: number; readers: number } {
  const turkish = /[ığş]/u.test(lower);
  let own = 0;
  let readers = 0;
  for (const word of words) {
    if (OWN_WORDS.has(word)) own++;
    else if (READERS_WORDS.has(word)) readers++;
    else if (turkish && word.length > 5 && TURKISH_OWN.test(word)) own++;
    else if (turkish && word.length > 5 && TURKISH_READERS.test(word)) readers++;
  }
  for (const cue of OWN_ANYWHERE) own += occurrences(lower, cue);
  for (const cue of READERS_ANYWHERE) readers += occurrences(lower, cue);
  return { own, readers };
}

/** A count in buckets: 0, 1, 2–3, 4 or more. */
export const bucket = (n: number) => (n === 0 ? 0 : n === 1 ? 1 : n <= 3 ? 2 : 3);

/**
 * A sentence that asks: up to its question mark, of any script. It starts only where a sentence starts, so a long
 * text without a question mark is read once, not once from each character.
 */
export const QUESTION = /(?<=^|[.!?。！？؟\n])[^.!?。！？؟\n]*[?？؟]/gu;

/** The sentences of an already read text that ask, read again as one text, or none. */
export function questionsOf({ lower }: CueText): CueText | undefined {
  const questions = lower.match(QUESTION);
  return questions === null ? undefined : cueText(questions.join(' . '));
}

/** Which of two counts leads, by the names given: the first's, the second's, `none` (both 0) or `even`. */
export const leadOf = (first: number, second: number, [firstName, secondName]: [string, string]) =>
  first > second ? firstName : second > first ? secondName : first === 0 ? 'none' : 'even';

const leanOf = ({ own, readers }: { own: number; readers: number }) => leadOf(own, readers, ['own', 'readers']);

/**
 * Whose things an already read text names, as features: how many of each, which side it leans to, and which side
 * its questions lean to (_could you fix our contact form?_ against _is your website bringing you clients?_).
 */
export function personFeatures(read: CueText): string[] {
  const counts = possessivesOf(read);
  const questions = questionsOf(read);
  return [
    `own_things:${bucket(counts.own)}`,
    `readers_things:${bucket(counts.readers)}`,
    `lean:${leanOf(counts)}`,
    `asks_about:${questions === undefined ? 'no_question' : leanOf(possessivesOf(questions))}`,
  ];
}
