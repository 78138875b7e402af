import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentModel } from '@shared/domain/spam/content-model.js';
import type { Strictness } from '@shared/domain/spam/strictness.js';
import { Corpus, heldOut, verdicts, verdictsAtEach } from '../../scripts/spam-train/evaluate.js';
import { isHeldOut, loadCorpus, measure, type CorpusEntry } from '@test/support/spam-corpus.js';

/**
 * The spam engine (hand-written signals + content model) on the held-out split of the corpus: a model trained the way
 * `npm run spam:train` trains, without the held-out entries, scores them as ingest would. Targets as the spam documentation states them.
 * The SpamAssassin e-mails are training material; the targets are about contact-form messages.
 */
const entries = loadCorpus();
let model: ContentModel;
let test: CorpusEntry[];
/** Each strictness's verdicts on the held-out split, scored once (a pass scores every entry as ingest would). */
let verdictsAt: Record<Strictness, boolean[]>;
const contactForm = (e: CorpusEntry) => e.source !== 'spamassassin';

beforeAll(() => {
  const split = heldOut(new Corpus(entries));
  model = split.model;
  test = split.test.filter(contactForm);
  verdictsAt = verdictsAtEach(test, model);
}, 300_000);

const run = (strictness: Strictness) => measure(test.map((entry, i) => ({ entry, spam: verdictsAt[strictness][i]! })));

describe('spam corpus', () => {
  it('holds thousands of labelled messages in many languages, each with its kind, language and source', () => {
    expect(entries.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const e of entries) {
      expect(e.kind, e.id).toBeTruthy();
      expect(e.source, e.id).toBeTruthy();
    }
    const languages = new Set(entries.map((e) => e.lang ?? 'en'));
    expect(languages.size).toBeGreaterThanOrEqual(14);
    const kinds = (label: string) => new Set(entries.filter((e) => e.label === label).map((e) => e.kind));
    expect(kinds('spam').size).toBeGreaterThanOrEqual(15);
    expect(kinds('ham').size).toBeGreaterThanOrEqual(10);
    // Every language has both classes, so the model cannot learn "this language is spam".
    for (const lang of languages) {
      if (lang === 'und') continue;
      const labels = new Set(entries.filter((e) => (e.lang ?? 'en') === lang).map((e) => e.label));
      expect([...labels].sort(), lang).toEqual(['ham', 'spam']);
    }
  });

  it('holds out a fifth-ish of the contact-form messages, whose sentences the training split never contains', () => {
    const share = test.length / entries.filter(contactForm).length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.4);
    const message = (e: CorpusEntry) => JSON.stringify(e.fields.message ?? e.fields);
    const trainingMessages = new Set(entries.filter((e) => !isHeldOut(e)).map(message));
    expect(test.filter((e) => trainingMessages.has(message(e))).map((e) => e.id)).toEqual([]);
  });

  it('medium: catches at least 90 % of held-out spam with at most 0.5 % false positives (issue target 1 %; measured under 0.1 %)', () => {
    const m = run('medium');
    expect(m.falsePositiveRate, `false alarms: ${m.falseAlarms.join(', ')}`).toBeLessThanOrEqual(0.005);
    expect(m.recall, `missed: ${m.missed.slice(0, 40).join(', ')}`).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('low: no false positive on the held-out split; high: catches at least 97 %', () => {
    const low = run('low');
    expect(low.falseAlarms).toEqual([]);
    const high = run('high');
    expect(high.recall, `missed: ${high.missed.slice(0, 40).join(', ')}`).toBeGreaterThanOrEqual(0.97);
  }, 120_000);

  it('orders the strictness levels: low flags a subset of medium, medium a subset of high', () => {
    const { low, medium, high } = verdictsAt;
    test.forEach((e, i) => {
      if (low[i]) expect(medium[i], e.id).toBe(true);
      if (medium[i]) expect(high[i], e.id).toBe(true);
    });
  }, 120_000);

  // Also proves the single scoring pass's threshold gives the verdict a form at medium gets (`verdictsAtEach`).
  it('scores deterministically: the same input always gives the same verdicts', () => {
    expect(verdicts(test, model, 'medium')).toEqual(verdictsAt.medium);
  }, 120_000);
});
