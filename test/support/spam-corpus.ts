import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SpamInput } from '@shared/domain/spam.js';

/**
 * The labelled spam corpus under `test/fixtures/spam-corpus/` (see its README): loading, the held-out split,
 * turning entries into the `SpamInput` ingest would build, and precision / recall / false-positive figures. Shared
 * by the unit test, `npm run spam:train` and `bench/spam.ts`.
 */
export type CorpusSource = 'handwritten' | 'generated' | 'spamassassin';

/** The e-mail corpus teaches vocabulary, but it is not contact-form traffic, so no figure counts it. */
export const isContactForm = (entry: Pick<CorpusEntry, 'source'>): boolean => entry.source !== 'spamassassin';

export interface CorpusEntry {
  id: string;
  label: 'ham' | 'spam';
  lang?: string;
  /** What sort of message it is (`seo`, `phishing`, `support_question`...); handwritten files name theirs. */
  kind?: string;
  source?: CorpusSource;
  /** Generated entries: which alternative of each template part was used (`2.0.4`). */
  template?: string;
  form: string;
  /** Request profile from clients.json; `browser` when absent. */
  client?: string;
  /** Seconds between page load and submit, sent as `_t` when present (pages without the script send nothing). */
  elapsed_s?: number;
  /** Honeypot value. */
  gotcha?: string;
  fields: Record<string, unknown>;
}

interface Clients {
  site: string;
  profiles: Record<string, Record<string, string>>;
  languages: Record<string, string>;
}

const DIR = fileURLToPath(new URL('../fixtures/spam-corpus/', import.meta.url));
/** A fixed clock keeps every run identical. */
export const CORPUS_NOW = Date.parse('2025-06-02T10:00:00Z');

const read = (file: string) => JSON.parse(readFileSync(DIR + file, 'utf8')) as CorpusEntry[];

/** The handwritten files (`ham-*.json`, `spam-*.json`): each file's name is its entries' kind. */
export function loadHandwritten(): CorpusEntry[] {
  return readdirSync(DIR)
    .filter((f) => /^(ham|spam)-.*\.json$/.test(f))
    .sort()
    .flatMap((f) =>
      read(f).map((e) => ({
        ...e,
        kind: e.kind ?? `hand_${f.replace(/\.json$/, '')}`,
        source: 'handwritten' as const,
      })),
    );
}

/** Every entry: handwritten, generated from templates (`generated.json`), SpamAssassin (`spamassassin.json`). */
export function loadCorpus(): CorpusEntry[] {
  return [...loadHandwritten(), ...read('generated.json'), ...read('spamassassin.json')];
}

/** FNV-1a of an id: which entries are held out does not depend on the order or number of files. */
export function idHash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The held-out split: never trained on, never tuned on. A generated entry is held out when any sentence it was
 * built from is one of the held-out sentences (one alternative in nine per template part), so the training split
 * never contains a held-out sentence, only the same kind of message put differently. Other entries: one in five,
 * by id.
 */
export function isHeldOut(entry: Pick<CorpusEntry, 'id' | 'lang' | 'kind' | 'template'>): boolean {
  if (entry.template === undefined) return idHash(entry.id) % 5 === 0;
  return entry.template
    .split('.')
    .some((alternative, part) => idHash(`${entry.lang}:${entry.kind}:${part}:${alternative}`) % 9 === 0);
}

let cachedClients: Clients | undefined;
const clients = (): Clients => (cachedClients ??= JSON.parse(readFileSync(`${DIR}clients.json`, 'utf8')) as Clients);

/** The corpus form's site, used as its single allowed origin. */
export const corpusSite = (): string => clients().site;

/** The SpamInput ingest would build for an entry (reserved fields split off, headers from the client profile). */
export function corpusInput(entry: CorpusEntry, index: number, formId = 'frm_corpus'): SpamInput {
  const { site, profiles, languages } = clients();
  const profile = profiles[entry.client ?? 'browser'];
  if (!profile) throw new Error(`${entry.id}: unknown client ${entry.client}`);
  const lang = languages[entry.lang ?? 'en'] ?? languages.en!;
  const headers = Object.fromEntries(
    Object.entries(profile).map(([k, v]) => [
      k,
      v.replace('{origin}', site).replace('{page}', `${site}/${entry.form}`).replace('{lang}', lang),
    ]),
  );
  const reserved: Record<string, unknown> = {};
  if (entry.elapsed_s !== undefined) reserved._t = String(CORPUS_NOW - entry.elapsed_s * 1000);
  if (entry.gotcha !== undefined) reserved._gotcha = entry.gotcha;
  const email = typeof entry.fields.email === 'string' ? entry.fields.email : null;
  return {
    tenantId: 'ten_corpus',
    formId,
    fields: entry.fields,
    reserved,
    submitterEmail: email,
    submitterIp: `203.0.113.${index % 250}`,
    headers,
    receivedAt: CORPUS_NOW,
  };
}

export interface Metrics {
  total: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  precision: number;
  recall: number;
  falsePositiveRate: number;
  /** Ids of misclassified entries, for tuning. */
  missed: string[];
  falseAlarms: string[];
}

/** Confusion figures from (entry, predicted-spam) pairs. */
export function measure(results: { entry: CorpusEntry; spam: boolean }[]): Metrics {
  const tp = results.filter((r) => r.entry.label === 'spam' && r.spam);
  const fp = results.filter((r) => r.entry.label === 'ham' && r.spam);
  const fn = results.filter((r) => r.entry.label === 'spam' && !r.spam);
  const tn = results.length - tp.length - fp.length - fn.length;
  return {
    total: results.length,
    truePositives: tp.length,
    falsePositives: fp.length,
    falseNegatives: fn.length,
    trueNegatives: tn,
    precision: tp.length + fp.length === 0 ? 1 : tp.length / (tp.length + fp.length),
    recall: tp.length / Math.max(1, tp.length + fn.length),
    falsePositiveRate: fp.length / Math.max(1, fp.length + tn),
    missed: fn.map((r) => r.entry.id),
    falseAlarms: fp.map((r) => r.entry.id),
  };
}
