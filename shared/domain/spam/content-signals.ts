import { SPAM_PHRASES } from './phrases.js';
import { signal, WEIGHTS, type Signal } from './signals.js';
import { phraseSetMatcher, type PhraseSetMatcher } from './phrase-set.js';
import { isMashWord, mashShare, plainLetters, VOWELS } from './keyboard-mash.js';
import { wordCount, words, type SubmissionText } from './text.js';

/** Signals read from what the visitor typed: links, phrases, gibberish, injection attempts. */

const URL_PATTERN =
  /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+|\b(?:[a-z0-9-]+\.)+(?:com|net|org|info|biz|xyz|top|ru|io|co|me|click|link|online|site|shop|store)\/[^\s<>"'()[\]{}]*/giu;
const SHORTENERS = new Set([
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'cutt.ly',
  'rb.gy',
  'is.gd',
  'ow.ly',
  'shorturl.at',
  'tiny.cc',
  'rebrand.ly',
  'bl.ink',
]);
const MESSENGERS = new Set(['t.me', 'wa.me', 'telegram.me', 'api.whatsapp.com', 'chat.whatsapp.com']);
const RISKY_TLDS = new Set([
  'xyz',
  'top',
  'click',
  'loan',
  'win',
  'buzz',
  'icu',
  'cyou',
  'rest',
  'bond',
  'sbs',
  'cfd',
  'quest',
  'monster',
]);
const NAME_FIELDS =
  /^(name|full_?name|first_?name|last_?name|vorname|nachname|nom|prenom|prénom|nombre|apellido|nome|sobrenome|名前|氏名|お名前)$/iu;

/** The host name of an absolute URL without `www.`, or undefined when it does not parse. */
const hostnameOf = (url: string): string | undefined => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
};

const hostOf = (link: string): string => hostnameOf(/^https?:\/\//i.test(link) ? link : `http://${link}`) ?? '';

/** Where the form lives: the request's Origin and Referer and the form's allowed origins. */
export interface FormSite {
  headers: Record<string, string>;
  allowedOrigins: readonly string[];
}

/** The hosts of the form's own site. */
const siteHosts = ({ headers, allowedOrigins }: FormSite): string[] =>
  [headers.origin, headers.referer, ...allowedOrigins].flatMap((url) => {
    const host = url ? hostnameOf(url) : undefined;
    return host === undefined ? [] : [host];
  });

/** Every link-like token in the text, deduplicated. */
export const findLinks = (text: string): string[] => [...new Set(text.match(URL_PATTERN) ?? [])];

function linkCountWeight(count: number): number {
  const steps = Object.keys(WEIGHTS.links)
    .map(Number)
    .sort((a, b) => b - a);
  const step = steps.find((s) => count >= s);
  return step === undefined ? 0 : WEIGHTS.links[step]!;
}

/** A sum of money (`1,99 EUR`, `$250`, `500 zł`) in the currencies of the corpus's languages. */
const MONEY =
  /[$€£¥₹₽₺₩]\s?\d|\d\s?(?:[$€£¥₹₽₺₩]|(?:eur|usd|gbp|pln|zł|czk|kč|sek|uah|грн|руб|inr|rs|idr|rp|vnd|krw|jpy|cny|chf|euro|dollars?)(?!\p{L}))|\b(?:eur|usd|gbp|rp|rs)\.?\s?\d/u;
/** A deadline in hours (`within 24 hours`, `48h`, `24 godziny`, `24時間以内`): a working week's `20 Stunden` is not one. */
const DEADLINE =
  /\b(?:12|24|48|72)\s?(?:(?:h|hrs?|hours?|stunden|std|heures|horas|ore|uur|godzin\p{L}*|час\p{L}*|годин\p{L}*|saat|timmar|hodin\p{L}*|jam|giờ)(?![\p{L}\p{N}])|時間|小时|小時|시간|ساعة|घंटे)/u;

/**
 * Link count and density, shortened / messenger / IP-literal links, risky top-level domains, links in a name, and a
 * link elsewhere than the form's own `site` beside money or an hours deadline: pay or act through it, now.
 */
export function linkSignals(text: SubmissionText, site: FormSite = { headers: {}, allowedOrigins: [] }): Signal[] {
  const links = findLinks(text.prose);
  const out: Signal[] = [];
  const hosts = links.map(hostOf);
  // The site's hosts are parsed only for a text that links out and presses: most texts do neither.
  if (hosts.length > 0 && (MONEY.test(text.prose) || DEADLINE.test(text.prose))) {
    const own = siteHosts(site);
    if (hosts.some((host) => !own.includes(host))) out.push(signal('link_pressure', WEIGHTS.linkPressure));
  }
  if (links.length > 0) out.push(signal('links', linkCountWeight(links.length), String(links.length)));
  if (links.length > 0 && wordCount(text.prose) - links.length * 3 < 5) out.push(signal('link_only', WEIGHTS.linkOnly));
  if (hosts.some((h) => SHORTENERS.has(h))) out.push(signal('shortened_link', WEIGHTS.shortenedLink));
  if (hosts.some((h) => MESSENGERS.has(h))) out.push(signal('messenger_link', WEIGHTS.messengerLink));
  if (hosts.some((h) => /^\d+\.\d+\.\d+\.\d+$/.test(h) || h.startsWith('[')))
    out.push(signal('ip_link', WEIGHTS.ipLink));
  if (hosts.some((h) => RISKY_TLDS.has(h.split('.').at(-1) ?? ''))) out.push(signal('risky_tld', WEIGHTS.riskyTld));
  if (text.values.some((v) => NAME_FIELDS.test(v.field) && findLinks(v.text).length > 0)) {
    out.push(signal('link_in_name', WEIGHTS.linkInName));
  }
  if (/\[url[=\]]|\[link[=\]]|<a\s[^>]*href\s*=/iu.test(text.all)) out.push(signal('link_markup', WEIGHTS.linkMarkup));
  return out;
}

/** Every language's phrases in one list, each with its strength (`SPAM_PHRASES`). */
export const PHRASES = Object.values(SPAM_PHRASES).flatMap((list) => [
  ...list.strong.map((phrase) => ({ phrase, strong: true })),
  ...list.weak.map((phrase) => ({ phrase, strong: false })),
]);
const PHRASE_MATCHER = phraseSetMatcher(PHRASES.map((p) => p.phrase));

const noisyOr = (weight: number, count: number, cap: number) => Math.min(cap, 1 - (1 - weight) ** count);

/**
 * Known spam phrases in any language: strong ones weigh much more than weak ones; each tier is capped. `matcher`
 * finds indexes of `PHRASES` (tests compare matchers).
 */
export function phraseSignals(text: SubmissionText, matcher: PhraseSetMatcher = PHRASE_MATCHER): Signal[] {
  const strong = new Set<string>();
  const weak = new Set<string>();
  for (const i of matcher.found(text.all)) (PHRASES[i]!.strong ? strong : weak).add(PHRASES[i]!.phrase);
  // A weak word inside a matched strong phrase (`traffic` in `organic traffic`) is not counted twice.
  for (const w of weak) if ([...strong].some((s) => s.includes(w))) weak.delete(w);
  const out: Signal[] = [];
  if (strong.size > 0) {
    out.push(
      signal('spam_phrases', noisyOr(WEIGHTS.strongPhrase, strong.size, WEIGHTS.strongPhraseCap), String(strong.size)),
    );
  }
  if (weak.size > 0) {
    out.push(signal('spammy_words', noisyOr(WEIGHTS.weakPhrase, weak.size, WEIGHTS.weakPhraseCap), String(weak.size)));
  }
  return out;
}

/** A Latin-script word that no language would write: few vowels, a long consonant run, or case chaos. */
function isGibberishWord(original: string): boolean {
  if (original.length < 6 || !/^[\p{Script=Latin}]+$/u.test(original)) return false;
  const word = plainLetters(original);
  const vowelRatio = (word.match(VOWELS) ?? []).length / word.length;
  // Digraphs such as German `sch` count as one sound, so `Herbstschnupfen` is not a consonant pile-up.
  const sounds = word.replace(/sch|ch|th|ph|sh|ck|sz|cz/g, 'x');
  const longestConsonantRun = Math.max(0, ...sounds.split(VOWELS).map((r) => r.length));
  const caseSwitches = (original.match(/[a-z][A-Z]/g) ?? []).length;
  return (
    vowelRatio < 0.12 ||
    (word.length >= 10 && vowelRatio < 0.2) ||
    longestConsonantRun >= 7 ||
    caseSwitches >= 3 ||
    isMashWord(original)
  );
}

/** Keyboard mashing and random strings, runs of one character, a word repeated over and over. */
export function gibberishSignals(fields: Record<string, unknown>, text: SubmissionText): Signal[] {
  const out: Signal[] = [];
  const raw = Object.values(fields)
    .filter((v): v is string => typeof v === 'string')
    .join(' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(URL_PATTERN, ' ');
  const originals = words(raw);
  const gibberish = originals.filter(isGibberishWord);
  const { letters, mash } = mashShare(raw);
  // Largely keyboard mash (40 % of the letters): no message at all, whatever its length. No real message of the
  // corpus reaches even 25 %; code and part numbers have digits or vowels.
  if (mash >= 4 && mash * 5 >= letters * 2) out.push(signal('keyboard_mash', WEIGHTS.keyboardMash));
  else if (gibberish.length >= 2 || (gibberish.length === 1 && originals.length <= 6)) {
    out.push(signal('gibberish', WEIGHTS.gibberish, String(gibberish.length)));
  }
  if (/(\p{L})\1{5,}|([!?$€*])\2{5,}/u.test(text.prose))
    out.push(signal('repeated_characters', WEIGHTS.repeatedCharacters));
  const lower = words(text.prose).filter((w) => w.length >= 3);
  const counts = new Map<string, number>();
  for (const w of lower) counts.set(w, (counts.get(w) ?? 0) + 1);
  const top = Math.max(0, ...counts.values());
  if (lower.length >= 12 && top >= 6 && top / lower.length > 0.25)
    out.push(signal('repeated_words', WEIGHTS.repeatedWords));
  const strings = text.values.filter((v) => v.text.length >= 8).map((v) => v.text);
  if (strings.length >= 3 && new Set(strings).size === 1) out.push(signal('identical_fields', WEIGHTS.identicalFields));
  return out;
}

/** Script and SQL injection patterns (exported for the test of their one expression). */
export const INJECTIONS = [
  /<\s*script\b/iu,
  /<\s*\/\s*script\s*>/iu,
  /javascript\s*:/iu,
  /\bon(?:error|load|click|mouseover|focus|toggle|animationstart)\s*=/iu,
  /<\s*(?:iframe|object|embed|svg)\b/iu,
  /document\s*\.\s*(?:cookie|location|write)/iu,
  /\bunion\s+(?:all\s+)?select\b/iu,
  /['"]\s*or\s+['"]?\d+['"]?\s*=\s*['"]?\d+/iu,
  /;\s*(?:drop|truncate|delete)\s+(?:table|from)\b/iu,
  /\$\{\s*jndi\s*:/iu,
  /\{\{\s*\d+\s*\*\s*\d+\s*\}\}/u,
  /\b(?:sleep|benchmark|pg_sleep)\s*\(\s*\d+/iu,
];
/** All of them as one expression: one scan of the text instead of twelve (case-insensitive changes no digit or brace). */
const INJECTION = new RegExp(INJECTIONS.map((p) => `(?:${p.source})`).join('|'), 'iu');

/** Script or SQL injection attempts (strong), and other HTML markup (weak: pasted e-mails carry some). */
export function injectionSignals(text: SubmissionText): Signal[] {
  const out: Signal[] = [];
  if (INJECTION.test(text.all)) out.push(signal('injection', WEIGHTS.injection));
  else if (/<\s*\/?\s*(?:a|div|span|p|b|strong|img|font|br|table)\b[^>]*>/iu.test(text.all)) {
    out.push(signal('html_markup', WEIGHTS.htmlMarkup));
  }
  return out;
}

/** The owner's blocked keywords (case-insensitive substrings) found in the submission. */
export function blockedKeywordsFound(keywords: readonly string[], text: SubmissionText): string[] {
  return keywords.filter((k) => k.trim() !== '' && text.all.includes(k.normalize('NFKC').toLowerCase()));
}
