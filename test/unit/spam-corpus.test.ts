import { describe, expect, it } from 'vitest';
import { scoreSubmission } from '@shared/domain/spam/scoring.js';
import { readSpamSettings, type Strictness } from '@shared/domain/spam/strictness.js';
import { corpusInput, corpusSite, loadCorpus, measure } from '@test/support/spam-corpus.js';

const corpus = loadCorpus();
const run = (strictness: Strictness) =>
  measure(
    corpus.map((entry, i) => ({
      entry,
      spam: scoreSubmission(
        { ...corpusInput(entry, i), allowedOrigins: [corpusSite()] },
        readSpamSettings({ spam: { strictness } }),
      ).spam,
    })),
  );

describe('spam corpus', () => {
  it('is a labelled corpus of at least 300 submissions in several languages, both classes well represented', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    expect(new Set(corpus.map((e) => e.id)).size).toBe(corpus.length);
    expect(corpus.filter((e) => e.label === 'ham').length).toBeGreaterThanOrEqual(150);
    expect(corpus.filter((e) => e.label === 'spam').length).toBeGreaterThanOrEqual(100);
    expect(new Set(corpus.map((e) => e.lang ?? 'en')).size).toBeGreaterThanOrEqual(8);
  });

  it('meets the medium targets: false positives under 1 %, recall over 90 %', () => {
    const m = run('medium');
    expect(m.falsePositiveRate, `false alarms: ${m.falseAlarms.join(', ')}`).toBeLessThan(0.01);
    expect(m.recall, `missed: ${m.missed.join(', ')}`).toBeGreaterThan(0.9);
  });

  it('orders the strictness levels: low flags a subset of medium, medium a subset of high', () => {
    const [low, medium, high] = [run('low'), run('medium'), run('high')];
    expect(low.truePositives + low.falsePositives).toBeLessThanOrEqual(medium.truePositives + medium.falsePositives);
    expect(medium.truePositives + medium.falsePositives).toBeLessThanOrEqual(high.truePositives + high.falsePositives);
    expect(low.falsePositives).toBe(0);
    expect(high.recall).toBeGreaterThan(medium.recall);
  });

  it('scores deterministically: the same input always gives the same score and reasons', () => {
    const settings = readSpamSettings({});
    const first = corpus.map((e, i) =>
      scoreSubmission({ ...corpusInput(e, i), allowedOrigins: [corpusSite()] }, settings),
    );
    const second = corpus.map((e, i) =>
      scoreSubmission({ ...corpusInput(e, i), allowedOrigins: [corpusSite()] }, settings),
    );
    expect(second).toEqual(first);
  });
});
