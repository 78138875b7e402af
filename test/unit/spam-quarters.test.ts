import { describe, expect, it } from 'vitest';
import type { CorpusEntry } from '@test/support/spam-corpus.js';
import type { ScoredRow } from '../../scripts/spam-train/evaluate.js';
import { catchAtFalsePositives } from '../../scripts/spam-train/quarters.js';

const row = (label: 'spam' | 'ham', z: number, others = 0): ScoredRow => ({
  entry: { id: `${label}-${z}`, label, form: 'contact', fields: {} } as CorpusEntry,
  others,
  z,
});

describe('npm run spam:quarters', () => {
  it('reports the most spam caught without flagging more than each share of real messages', () => {
    // 100 real messages, two of them scored like spam (2 %); 10 spam messages the model ranks from sure to unsure.
    const ham = [...Array.from({ length: 98 }, () => row('ham', -6)), row('ham', 2.5), row('ham', 2.5)];
    const spam = Array.from({ length: 10 }, (_, i) => row('spam', 4 - i * 0.8));
    // Within 1 % and 1.5 % neither look-alike may be flagged: only the 2 spam messages ranked above them are caught.
    // Within 2 % both may be: 7 of 10 are caught before the rest of the real messages would be flagged.
    expect(catchAtFalsePositives([...ham, ...spam])).toEqual([0.2, 0.2, 0.7]);
  });

  it('counts the hand-written signals with the model: a real message they flag alone is a false positive', () => {
    const flaggedByRules = Array.from({ length: 3 }, () => row('ham', -6, 0.9));
    const rows = [...Array.from({ length: 97 }, () => row('ham', -6)), ...flaggedByRules, row('spam', 3)];
    expect(catchAtFalsePositives(rows)).toEqual([0, 0, 0]);
  });
});
