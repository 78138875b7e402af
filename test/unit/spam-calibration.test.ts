import { describe, expect, it } from 'vitest';
import { unseenShiftIndex, type KindCounts } from '../../scripts/spam-train/evaluate.js';

/** A kind of 100 genuine messages, `flaggedAtNone` of them flagged at no shift, one fewer at each step up. */
const kind = (flaggedAtNone: number): KindCounts => ({
  size: 100,
  flagged: Array.from({ length: 129 }, (_, i) => Math.max(0, flaggedAtNone - i)),
});

describe('the calibration for kinds never seen (unseenShiftIndex)', () => {
  it('asks enough of the shift that the kind the calibration lacks keeps the promise too', () => {
    // Two of ten kinds hold every flag. Pooled, the promise (2 %) holds from step 10 (20 of 1 000). But a calibration
    // without one of them sees 20 - i of 900 and stops at step 2, where the kind it lacks has 18 flagged: 3.6 %
    // pooled over both. The level is lowered until those left out keep it (0.6 of the promise: step 10 without either,
    // 10 + 10 of 1 000), and the shift is the smallest whose pooled estimate meets that level: step 14 (12 of 1 000).
    const kinds = [kind(20), kind(20), ...Array.from({ length: 8 }, () => kind(0))];
    expect(unseenShiftIndex(kinds, 0.02, 0)).toBe(14);
  });

  it('takes the smallest shift when the flags are spread over the kinds, and never one below `from`', () => {
    const kinds = Array.from({ length: 10 }, () => kind(4));
    // 40 - 10 i of 1 000 is within 2 % from step 2, with or without any one kind (36 - 9 i of 900).
    expect(unseenShiftIndex(kinds, 0.02, 0)).toBe(2);
    expect(unseenShiftIndex(kinds, 0.02, 5)).toBe(5);
  });

  it('gives the largest shift when one kind holds every flag: no calibration can promise anything for it', () => {
    const kinds = [kind(30), ...Array.from({ length: 9 }, () => kind(0))];
    expect(unseenShiftIndex(kinds, 0.02, 0)).toBe(128);
  });
});
