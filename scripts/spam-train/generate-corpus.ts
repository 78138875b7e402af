import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  FOLLOW_UP_PHRASEBOOKS,
  MORE_PHRASEBOOKS,
  PHRASEBOOKS,
  PITCH_PHRASEBOOKS,
  SCAM_PHRASEBOOKS,
} from './templates/index.js';
import type { Parts, Phrasebook } from './templates/types.js';
import { prng } from './trainer.js';

/**
 * Writes `test/fixtures/spam-corpus/generated.json`: contact-form submissions composed from the hand-written
 * templates in `templates/` (one phrasebook per language), each labelled with its `kind` and `lang`. Deterministic:
 * a fixed seed, so the same templates always give the same file (`npm run spam:corpus`).
 */
export const OUT = fileURLToPath(new URL('../../test/fixtures/spam-corpus/generated.json', import.meta.url));
const SEED = 20_251_124;
/** Items per kind: English has the most alternatives per part, so it can give more distinct messages. */
const PER_KIND: Record<string, { spam: number; ham: number }> = { en: { spam: 90, ham: 110 } };
const DEFAULT_PER_KIND = { spam: 45, ham: 55 };

let random = prng(SEED);
/**
 * A second stream for what a link points at: which sort of link a message gets is drawn from it, so balancing the
 * links changed no other message of the corpus (names, sentences, layout stay those of the first stream).
 */
const LINK_SEED = 20_261_207;
let linkRandom = prng(LINK_SEED);
const pickFrom = <T>(source: () => number, list: readonly T[]): T => list[Math.floor(source() * list.length)]!;
const pick = <T>(list: readonly T[]): T => pickFrom(random, list);
const chance = (p: number) => random() < p;
const digitsFrom = (source: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(source() * 10)).join('');
const digits = (n: number) => digitsFrom(random, n);

const SYLLABLES = [
  'pro',
  'max',
  'top',
  'best',
  'web',
  'rank',
  'lead',
  'grow',
  'smart',
  'digi',
  'net',
  'hub',
  'boost',
  'vita',
  'nova',
  'meds',
  'coin',
  'fx',
  'trade',
  'win',
  'lux',
  'go',
  'seo',
  'click',
  'cash',
  'star',
];
const SPAM_TLDS = [
  'com',
  'com',
  'net',
  'info',
  'xyz',
  'top',
  'online',
  'site',
  'io',
  'co',
  'ru',
  'biz',
  'shop',
  'click',
  'pro',
];
const SITE_WORDS = [
  'bright',
  'smile',
  'green',
  'oak',
  'river',
  'sun',
  'blue',
  'north',
  'stone',
  'maple',
  'city',
  'home',
  'bakery',
  'dental',
  'studio',
  'garden',
  'law',
  'auto',
  'design',
  'cafe',
];
const CITIES = [
  'Leeds',
  'Lyon',
  'Porto',
  'Graz',
  'Utrecht',
  'Gdansk',
  'Kyoto',
  'Busan',
  'Izmir',
  'Malmo',
  'Brno',
  'Valencia',
  'Turin',
  'Austin',
  'Dublin',
  'Kazan',
];
const MAIL_PROVIDERS = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'hotmail.com',
  'icloud.com',
  'gmx.de',
  'web.de',
  'mail.ru',
  'yandex.ru',
  'proton.me',
  'orange.fr',
  'libero.it',
  'qq.com',
  'naver.com',
];
const LEGIT_LINKS = [
  () => `https://drive.google.com/file/d/1${digits(8)}Xk${digits(6)}/view`,
  () => `https://www.dropbox.com/s/${digits(6)}a${digits(4)}/photos.zip`,
  () => `https://docs.google.com/document/d/1a${digits(10)}/edit`,
  () => `https://imgur.com/a/${digits(4)}Kq`,
  () => `https://maps.app.goo.gl/${digits(5)}aB`,
  () => `https://github.com/acme/shop/issues/${digits(3)}`,
  () => `https://www.${pick(SITE_WORDS)}${pick(SITE_WORDS)}.com/products/${digits(4)}`,
];

/** Pages of an ordinary site that a genuine message points at: its own contact page, an event, a post, a product. */
const SITE_PAGES = [
  'contact',
  'kontakt',
  'events/summer-fair',
  'blog/opening-hours',
  'shop/item-0',
  'products/0',
  'about-us',
  'menu.pdf',
  'portfolio',
  'news/0/article',
];
const ordinaryPage = () =>
  `https://${linkRandom() < 0.5 ? 'www.' : ''}${pickFrom(linkRandom, SITE_WORDS)}${pickFrom(linkRandom, SITE_WORDS)}.${pickFrom(linkRandom, ['com', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'co.uk', 'jp', 'com.br'])}/${pickFrom(linkRandom, SITE_PAGES).replace('0', digitsFrom(linkRandom, 3))}`;
/** Where scams host their forms and fake documents: the same sharing services people use for their own files. */
const SHARED_SCAM_LINKS = [
  () => `https://docs.google.com/forms/d/e/1FAIpQL${digitsFrom(linkRandom, 12)}Sd/viewform`,
  () => `https://drive.google.com/file/d/1${digitsFrom(linkRandom, 10)}Qz/view?usp=sharing`,
  () => `https://sites.google.com/view/${pickFrom(linkRandom, SYLLABLES)}-${pickFrom(linkRandom, SYLLABLES)}`,
  () => `https://docs.google.com/document/d/1b${digitsFrom(linkRandom, 10)}/edit?usp=sharing`,
  () => `https://www.dropbox.com/scl/fi/${digitsFrom(linkRandom, 6)}x/invoice_${digitsFrom(linkRandom, 4)}.pdf?dl=0`,
  () => `https://1drv.ms/b/s!A${digitsFrom(linkRandom, 8)}kP`,
  () => `https://onedrive.live.com/view?id=${digitsFrom(linkRandom, 12)}`,
];
/**
 * Genuine messages point at ordinary sites 4 times in 10 besides sharing hosts, and scams at sharing hosts 1 time in
 * 10: so neither side owns a sort of link, and a model cannot learn "any host but Drive or Dropbox is spam". The first
 * stream draws its link either way, so every other draw stays where it was.
 */
const genuineLink = () => {
  const usual = pick(LEGIT_LINKS)();
  return linkRandom() < 0.4 ? ordinaryPage() : usual;
};
const scamLink = () => {
  const usual = spamUrl();
  return linkRandom() < 0.1 ? pickFrom(linkRandom, SHARED_SCAM_LINKS)() : usual;
};

const spamUrl = () =>
  `${chance(0.8) ? 'https://' : ''}${chance(0.3) ? 'www.' : ''}${pick(SYLLABLES)}${pick(SYLLABLES)}${chance(0.3) ? digits(2) : ''}.${pick(SPAM_TLDS)}${chance(0.6) ? `/${pick(SYLLABLES)}${chance(0.5) ? `?ref=${digits(4)}` : ''}` : ''}`;
const site = () =>
  `${pick(SITE_WORDS)}${pick(SITE_WORDS)}${chance(0.3) ? '-shop' : ''}.${pick(['com', 'co.uk', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'com.br', 'jp'])}`;
const price = () =>
  pick([
    `$${pick(['99', '149', '199', '299', '499', '1,500', '2,000'])}`,
    `${pick(['99', '250', '490', '1.200'])} €`,
    `€${pick(['79', '300', '950'])}`,
    `£${pick(['120', '350', '800'])}`,
  ]);
const phone = () =>
  `+${pick(['1', '44', '49', '33', '34', '39', '48', '7', '90', '81', '91', '62'])} ${digits(3)} ${digits(3)} ${digits(4)}`;
const date = () => `${1 + Math.floor(random() * 28)}.${1 + Math.floor(random() * 12)}.`;
const time = () => pick(['9:00', '10:30', '12:00', '13:15', '18:00', '19:30', '20:00']);

function fill(text: string, book: Phrasebook, person: { first: string; name: string }): string {
  return text.replace(/\{(\w+)\}/g, (whole, slot: string) => {
    switch (slot) {
      case 'first':
        return person.first;
      case 'name':
        return person.name;
      case 'site':
        return site();
      case 'business':
        return pick(book.business);
      case 'product':
        return pick(book.product);
      case 'price':
        return price();
      case 'phone':
        return phone();
      case 'order':
        return digits(5);
      case 'date':
        return date();
      case 'time':
        return time();
      case 'city':
        return pick(CITIES);
      case 'url':
        return scamLink();
      case 'link':
        return genuineLink();
      default:
        return whole;
    }
  });
}

const transliterated = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^ -~]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

interface Composed {
  fields: Record<string, string>;
  /** Which alternative of each part was used, e.g. `2.0.4` (the held-out split reads it). */
  template: string;
}

function compose(book: Phrasebook, parts: Parts, label: 'ham' | 'spam'): Composed {
  const first = pick(book.first);
  const last = pick(book.last);
  const person = { first, name: `${first} ${last}` };
  const chosen = parts.map((alternatives) => Math.floor(random() * alternatives.length));
  const sentences = chosen.map((at, part) => parts[part]![at]!).filter((s) => s !== '');
  // The greeting addresses the recipient, not the sender.
  const greet = fill(label === 'spam' || sentences.length > 1 ? pick(book.greet) : '', book, {
    first: pick(book.first),
    name: '',
  });
  const sign = sentences.length > 1 ? pick(book.sign) : '';
  const separator = pick([' ', ' ', '\n', '\n\n']);
  let message = fill([greet, ...sentences, sign].filter((s) => s !== '').join(separator), book, person);
  if (chance(0.08)) message = message.toLowerCase();
  if (chance(0.1)) message = message.replace(/[.!]\s*$/u, '');
  const local = transliterated(first) || 'user';
  const email = `${local}${chance(0.5) ? `.${transliterated(last) || digits(2)}` : digits(2)}@${pick(MAIL_PROVIDERS)}`;
  const fields: Record<string, string> = { name: person.name, email, message };
  if (chance(0.15)) fields.phone = phone();
  return { fields, template: chosen.join('.') };
}

const MASH_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'йцукенгшщз', 'фывапролдж'];

/** Keyboard mash and random letters: no language, no templates. */
function mash(): string {
  const words = Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
    const row = pick(MASH_ROWS);
    const start = Math.floor(random() * (row.length - 3));
    const word = chance(0.5)
      ? row.slice(start, start + 3 + Math.floor(random() * 5))
      : Array.from({ length: 4 + Math.floor(random() * 8) }, () => pick([...row])).join('');
    return chance(0.2) ? word.toUpperCase() : word;
  });
  return words.join(pick([' ', '', ' ']));
}

export interface Entry {
  id: string;
  label: 'ham' | 'spam';
  lang: string;
  kind: string;
  template?: string;
  source: 'generated';
  form: string;
  elapsed_s: number;
  fields: Record<string, string>;
}

const entries: Entry[] = [];
const seen = new Set<string>();
/** The same sentences at most twice (with other names, greetings, layout): more would only repeat them. */
const MAX_PER_TEMPLATE = 2;
const perTemplate = new Map<string, number>();
function add(
  lang: string,
  kind: string,
  label: 'ham' | 'spam',
  fields: Record<string, string>,
  template?: string,
): boolean {
  const key = `${lang}:${kind}:${template}`;
  if (seen.has(fields.message!) || (template !== undefined && (perTemplate.get(key) ?? 0) >= MAX_PER_TEMPLATE))
    return false;
  seen.add(fields.message!);
  perTemplate.set(key, (perTemplate.get(key) ?? 0) + 1);
  const n = entries.filter((e) => e.lang === lang && e.kind === kind).length + 1;
  entries.push({
    id: `gen-${lang}-${kind}-${String(n).padStart(3, '0')}`,
    label,
    lang,
    kind,
    ...(template === undefined ? {} : { template }),
    source: 'generated',
    form: 'contact',
    // Both classes come from ordinary browsers at human speed: the corpus measures what the text gives away.
    elapsed_s: 15 + Math.floor(random() * 400),
    fields,
  });
  return true;
}

/** Every generated entry, in a fixed order: the same templates give the same entries. */
export function generateCorpus(): Entry[] {
  random = prng(SEED);
  linkRandom = prng(LINK_SEED);
  entries.length = 0;
  seen.clear();
  perTemplate.clear();
  generateFrom(PHRASEBOOKS);
  for (let made = 0, attempt = 0; made < 60 && attempt < 400; attempt++) {
    const first = pick(['asd', 'qwe', 'xx', 'zz', 'test', 'ghj']);
    if (
      add('und', 'keyboard_mash', 'spam', {
        name: first,
        email: `${first}${digits(3)}@${pick(MAIL_PROVIDERS)}`,
        message: mash(),
      })
    )
      made++;
  }
  generateFrom(MORE_PHRASEBOOKS);
  generateFrom(FOLLOW_UP_PHRASEBOOKS);
  generateFrom(SCAM_PHRASEBOOKS);
  generateFrom(PITCH_PHRASEBOOKS);
  return [...entries];
}

function generateFrom(books: readonly Phrasebook[]): void {
  for (const book of books) {
    const budget = PER_KIND[book.lang] ?? DEFAULT_PER_KIND;
    for (const label of ['spam', 'ham'] as const) {
      for (const [kind, parts] of Object.entries(book[label])) {
        let made = 0;
        for (let attempt = 0; made < budget[label] && attempt < budget[label] * 6; attempt++) {
          const { fields, template } = compose(book, parts, label);
          if (add(book.lang, kind, label, fields, template)) made++;
        }
      }
    }
  }
}

/** The file's text for entries: one entry a line. */
export const corpusFile = (list: readonly Entry[]): string =>
  `[\n${list.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const list = generateCorpus();
  writeFileSync(OUT, corpusFile(list));
  const count = (label: string) => list.filter((e) => e.label === label).length;
  console.log(
    `wrote ${list.length} entries (${count('spam')} spam, ${count('ham')} ham) in ${new Set(list.map((e) => e.lang)).size} languages to ${OUT}`,
  );
}
