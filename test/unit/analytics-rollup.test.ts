import { describe, expect, it } from 'vitest';
import { assembleAnalytics, rollupDelta, type HourRollup, type RolledUpSubmission } from '@shared/domain/analytics.js';
import { localDate } from '@shared/domain/calendar.js';

/**
 * Generated histories: random submissions go through random status changes, trash, restore and deletion; the sum
 * of every change's delta, assembled for random zones, must equal the figures counted directly from what is left.
 */
const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const STATUSES: RolledUpSubmission['status'][] = ['received', 'spam', 'verified', 'archived'];

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('rollup deltas', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`add up to the surviving submissions (history ${seed})`, () => {
      const rnd = random(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
      const now = Date.parse('2026-03-31T12:00:00Z');
      const hours = new Map<string, Record<string, number>>();
      const apply = (before: RolledUpSubmission | null, after: RolledUpSubmission | null) => {
        const delta = rollupDelta(before, after);
        if (!delta) return;
        const counters = hours.get(delta.hour) ?? {};
        for (const [name, n] of Object.entries(delta.live)) counters[name] = (counters[name] ?? 0) + n;
        hours.set(delta.hour, counters);
      };
      const alive = new Map<number, RolledUpSubmission>();
      for (let i = 0; i < 400; i++) {
        const s: RolledUpSubmission = {
          tenantId: 't',
          formId: 'f',
          createdAt: new Date(now - Math.floor(rnd() * 40 * 86_400_000)).toISOString(),
          status: pick(STATUSES),
          deletedAt: null,
          traffic: {
            country: pick(['DE', 'IN', null]),
            source: { type: 'referrer', referrer: pick(['a.com', 'b.org']) },
          },
        };
        apply(null, s);
        alive.set(i, s);
        for (let step = 0; step < 3; step++) {
          const current = alive.get(i);
          if (!current || rnd() < 0.5) continue;
          const roll = rnd();
          const next: RolledUpSubmission | null =
            roll < 0.4
              ? { ...current, status: pick(STATUSES) }
              : roll < 0.6
                ? { ...current, deletedAt: current.deletedAt ? null : '2026-03-31T00:00:00Z' }
                : roll < 0.7
                  ? null
                  : { ...current }; // a read or a star: no delta
          apply(current, next);
          if (next) alive.set(i, next);
          else alive.delete(i);
        }
      }
      const rollups: HourRollup[] = [...hours].map(([hour, counters]) => ({ hour, counters }));
      for (const zone of ZONES) {
        const today = localDate(now, zone);
        const stats = assembleAnalytics(rollups, { period: '30d', zone, today, formCreatedOn: '2026-01-01' });
        const expected = new Map<string, { count: number; spam: number; verified: number }>();
        let previous = 0;
        const first = stats.points[0]!.date;
        for (const s of alive.values()) {
          if (s.deletedAt) continue;
          const date = localDate(Date.parse(s.createdAt), zone);
          if (date < first) {
            if (date >= new Date(Date.parse(`${first}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10))
              previous++;
            continue;
          }
          const e = expected.get(date) ?? { count: 0, spam: 0, verified: 0 };
          e.count++;
          if (s.status === 'spam') e.spam++;
          if (s.status === 'verified') e.verified++;
          expected.set(date, e);
        }
        for (const p of stats.points) {
          const e = expected.get(p.date) ?? { count: 0, spam: 0, verified: 0 };
          expect([zone, p.date, p.count, p.spam_count, p.verified_count]).toEqual([
            zone,
            p.date,
            e.count,
            e.spam,
            e.verified,
          ]);
        }
        expect(stats.previous_total, zone).toBe(previous);
        expect(stats.points).toHaveLength(30);
      }
    });
  }

  it('leaves reads and stars without a delta, and meters arrivals once', () => {
    const s: RolledUpSubmission = {
      tenantId: 't',
      formId: 'f',
      createdAt: '2026-03-01T10:20:00.000Z',
      status: 'received',
      deletedAt: null,
      traffic: null,
    };
    expect(rollupDelta(s, { ...s })).toBeNull();
    expect(rollupDelta(null, s)).toMatchObject({ hour: '2026-03-01T10', usage: { received: 1, spam: 0 } });
    expect(rollupDelta(s, null)).toMatchObject({ usage: { received: 0, spam: 0 }, live: { n1: -1 } });
    expect(rollupDelta(s, { ...s, status: 'spam' })).toMatchObject({
      usage: { received: 0, spam: 1 },
      live: { s1: 1 },
    });
  });
});
