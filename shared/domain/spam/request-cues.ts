import { bucket, cueText, leadOf, occurrences, questionsOf, type CueText } from './person-cues.js';

/**
 * Which way a text's request goes, in any of the corpus's languages: someone asking the owner for something (a
 * quote, a product, help) names themself as the one who receives (_send us_, _könnten Sie mir_, _pourriez-vous
 * m'envoyer_, _мне_, _给我_); a sender offering services, packages or prices names the reader as the one who receives
 * (_help you_, _Ihnen_, _вам_, _为您_). Object pronouns are closed classes, so the lists are short and cover what a
 * kind of message never seen would use. English _you_ is subject and object alike, so only its place after a verb of
 * giving or helping counts.
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

/** How often an already read text names the writer or the reader as the one who receives. */
function directionOf({ lower, words }: CueText): { toWriter: number; toReader: number } {
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
  return { toWriter, toReader };
}

/** Which way the text's request goes. */
export const requestDirection = (text: string) => directionOf(cueText(text));

const receiverOf = ({ toWriter, toReader }: { toWriter: number; toReader: number }) =>
  leadOf(toWriter, toReader, ['writer', 'reader']);

/**
 * Who receives in an already read text (the writer or the reader, how often), which side leans, and who receives in
 * the sentences that ask (_could you send us a quote?_ against _can I show you how?_).
 */
export function requestFeatures(read: CueText): string[] {
  const { toWriter, toReader } = directionOf(read);
  const questions = questionsOf(read);
  const asksFor = questions === undefined ? 'no_question' : receiverOf(directionOf(questions));
  return [
    `to_writer:${bucket(toWriter)}`,
    `to_reader:${bucket(toReader)}`,
    `receiver:${receiverOf({ toWriter, toReader })}`,
    `asks_for:${asksFor}`,
  ];
}
