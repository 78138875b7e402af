import { bucket, cueText, occurrences, type CueText } from './person-cues.js';

/**
 * Which way a text's request goes, in any of the corpus's languages: someone asking the owner for something (a
 * quote, a product, help) says what they want (_we would like to order_, _ich suche_, _je voudrais_, _нам нужно_,
 * _想要_) and names themself as the one who receives (_send us_, _könnten Sie mir_, _pourriez-vous m'envoyer_, _мне_,
 * _给我_); a sender offering services, packages or prices names the reader as the one who receives (_help you_,
 * _Ihnen_, _вам_, _为您_). Object pronouns are closed classes; the phrases of wanting are the few each language has.
 * English _you_ is subject and object alike, so only its place after a verb of giving or helping counts.
 */

// prettier-ignore
const TO_WRITER_WORDS = new Set([
  'me', 'us', 'mir', 'mich', 'uns', 'moi', 'nos', 'mí', 'mim', 'comigo', 'conmigo', 'mij', 'ons', 'mnie', 'nam',
  'nas', 'mną', 'мне', 'меня', 'нам', 'нас', 'мной', 'мені', 'мене', 'mig', 'meg', 'oss', 'mně', 'mě', 'nám', 'nás',
  'मुझे', 'हमें', 'मुझको', 'हमको', 'لي', 'لنا',
]);
/** Italian and Spanish attach the pronoun to an infinitive (`inviarmi`, `contattarci`, `enviarnos`). */
const TO_WRITER_ATTACHED = /[aei]r(?:mi|ci|me|nos)$/u;
/** French elides it (`m'envoyer`), English `I'm` is not one. */
const TO_WRITER_ELIDED = /(?<![\p{L}'’])m['’]\p{L}/gu;
// prettier-ignore
const TO_READER_WORDS = new Set([
  'ihnen', 'dir', 'dich', 'euch', 'вам', 'вас', 'тебе', 'тобі', 'wam', 'państwu', 'vám', 'vás', 'dig', 'आपको',
  'आपसे', 'لكم', 'لك',
]);
/** Turkish, read only in a text with Turkish letters (`size` is also an English word). */
const TURKISH_TO_WRITER = new Set(['bana', 'beni', 'bize', 'bizi']);
const TURKISH_TO_READER = new Set(['size', 'sizi', 'sana', 'seni']);
/** English _you_ as an object: after a verb of giving, helping or reaching. */
const YOU_AS_OBJECT =
  /\b(?:help|send|show|give|offer|get|save|bring|provide|contact|reach|assist|support|guarantee|connect|introduce|take) you\b/gu;

// prettier-ignore
const TO_WRITER_ANYWHERE = [
  '给我', '帮我', '告诉我', '私に', '弊社に', '当社に', 'ください', 'いただけ', '저에게', '저희에게', '주세요',
  '주시겠', '주실 수', 'cho tôi', 'cho chúng tôi', 'giúp tôi',
];
// prettier-ignore
const TO_READER_ANYWHERE = [
  '为您', '给您', '帮您', '帮助您', '为你', '帮你', '貴社に', '御社に', '귀사에', '고객님', 'cho bạn', 'giúp bạn',
  'cho quý',
];

// prettier-ignore
const WANTS = [
  'would like', "'d like", 'i need', 'we need', 'looking for', 'i want to',
  'we want to', 'ich möchte', 'wir möchten', 'ich brauche', 'wir brauchen', 'ich suche', 'wir suchen', 'hätte gern',
  'hätten gern', 'je voudrais', 'nous voudrions', 'je souhaite', 'nous souhaitons', 'je cherche', 'nous cherchons',
  "j'aimerais", 'nous aimerions', "j'ai besoin", 'nous avons besoin', 'quisiera', 'quisiéramos', 'me gustaría',
  'nos gustaría', 'necesito', 'necesitamos', 'busco', 'buscamos', 'gostaria', 'gostaríamos', 'preciso', 'precisamos',
  'procuro', 'procuramos', 'vorrei', 'vorremmo', 'cerco ', 'cerchiamo', 'ho bisogno', 'abbiamo bisogno', 'ik wil',
  'wij willen', 'we willen', 'ik zoek', 'wij zoeken', 'we zoeken', 'ik zou graag', 'wij zouden graag',
  'хотел бы', 'хотела бы', 'хотели бы', 'нам нужн', 'мне нужн', 'ищем', 'ищу', 'хотів би', 'хотіла б', 'хотіли б',
  'шукаємо', 'шукаю', 'потрібн', 'chciałbym', 'chciałabym', 'chcielibyśmy', 'szukamy', 'szukam', 'potrzebuję',
  'potrzebujemy', 'jag vill', 'vi vill', 'skulle vilja', 'letar efter', 'behöver', 'chtěl bych', 'chtěla bych',
  'chtěli bychom', 'hledáme', 'hledám', 'potřebuji', 'potřebujeme', 'ingin', 'butuh', 'mencari', 'membutuhkan',
  'istiyorum', 'istiyoruz', 'arıyoruz', 'arıyorum', 'ihtiyacım', 'ihtiyacımız', 'चाहता', 'चाहती', 'चाहते', 'ज़रूरत',
  'जरूरत', '想要', '我们需要', '我需要', '想订', '想购买', '想买', 'したい', 'たいです', '欲しい', 'ほしい', '探して',
  '싶습니다', '싶어요', '필요합니다', '찾고 있', 'muốn', 'cần', 'đang tìm', 'أريد', 'نريد', 'أرغب', 'نرغب', 'نبحث',
  'أبحث', 'نحتاج', 'أحتاج',
];

/** How often an already read text wants something, and how often it names the writer or the reader as receiving. */
function directionOf({ lower, words }: CueText): { wants: number; toWriter: number; toReader: number } {
  const turkish = /[ığş]/u.test(lower);
  let [toWriter, toReader] = [0, 0];
  for (const word of words) {
    if (TO_WRITER_WORDS.has(word) || (word.length > 6 && TO_WRITER_ATTACHED.test(word))) toWriter++;
    else if (TO_READER_WORDS.has(word)) toReader++;
    else if (turkish && TURKISH_TO_WRITER.has(word)) toWriter++;
    else if (turkish && TURKISH_TO_READER.has(word)) toReader++;
  }
  toWriter += lower.match(TO_WRITER_ELIDED)?.length ?? 0;
  toReader += lower.match(YOU_AS_OBJECT)?.length ?? 0;
  for (const cue of TO_WRITER_ANYWHERE) toWriter += occurrences(lower, cue);
  for (const cue of TO_READER_ANYWHERE) toReader += occurrences(lower, cue);
  let wants = 0;
  for (const cue of WANTS) wants += occurrences(lower, cue);
  return { wants, toWriter, toReader };
}

/** Which way the text's request goes. */
export const requestDirection = (text: string) => directionOf(cueText(text));

const receiverOf = ({ toWriter, toReader }: { toWriter: number; toReader: number }) =>
  toWriter > toReader ? 'writer' : toReader > toWriter ? 'reader' : toWriter === 0 ? 'none' : 'even';

/** A sentence that asks: up to its question mark, of any script. */
export const QUESTION = /[^.!?。！？؟\n]*[?？؟]/gu;

/**
 * Whether an already read text wants something, who receives in it (the writer or the reader, how often), which side leans, and
 * who receives in the sentences that ask (_could you send us a quote?_ against _can I show you how?_).
 */
export function requestFeatures(read: CueText): string[] {
  const { wants, toWriter, toReader } = directionOf(read);
  const questions = read.lower.match(QUESTION) ?? [];
  const asksFor = questions.length === 0 ? 'no_question' : receiverOf(directionOf(cueText(questions.join(' . '))));
  return [
    `wants:${Math.min(2, wants)}`,
    `to_writer:${bucket(toWriter)}`,
    `to_reader:${bucket(toReader)}`,
    `receiver:${receiverOf({ toWriter, toReader })}`,
    `asks_for:${asksFor}`,
  ];
}
