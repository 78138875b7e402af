import { describe, expect, it } from 'vitest';
import { normalizeText, submissionText } from '@shared/domain/spam/text.js';

describe('submission text views', () => {
  it('normalizes each value of a list on its own, exactly as the joined text would be', () => {
    // Final sigma, a combining mark opening a value, full-width letters, a ligature, a dotted capital I, CJK.
    const lists = [
      ['ΟΔΟΣ', 'ΣΟΦΙΑ'],
      ['ΟΔΟΣ', '\u0301a', 'é'],
      ['Ｆｕｌｌ', 'ﬃ', 'İstanbul'],
      ['ｶﾀｶﾅ', '株式会社', 'x\u0301', ' '],
    ];
    for (const list of lists) {
      const view = submissionText({ field: list });
      expect(view.values).toEqual([{ field: 'field', text: normalizeText(list.join('\n')).trim() }]);
      expect(view.all).toBe(normalizeText(list.join('\n')).trim());
    }
  });
});
