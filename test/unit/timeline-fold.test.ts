import { describe, expect, it } from 'vitest';
import { foldTimeline, timelineOutcome, type TimelineEntry } from '@formbase/client';

let n = 0;
const entry = (at: string, overrides: Partial<TimelineEntry>): TimelineEntry => ({
  at: `2026-12-06T10:${at}Z`,
  id: `att_${++n}`,
  type: 'attempt',
  target_kind: 'webhook',
  target_id: 'whk_a',
  delivery_id: 'dlv_1',
  event_id: 'evt_1',
  attempt_no: n,
  outcome: 'failed',
  status_code: 503,
  response_ms: 40,
  response_excerpt: null,
  error: 'endpoint answered HTTP 503',
  email_event: null,
  requested_by: null,
  replay_id: null,
  ...overrides,
});

describe('folding a delivery timeline', () => {
  it("folds a target's identical consecutive failures, across other targets' entries in between", () => {
    const rows = foldTimeline([
      entry('02:00', {}),
      entry('02:01', { target_kind: 'owner_email', target_id: 'frm_1', outcome: 'delivered', error: null }),
      entry('02:05', {}),
      entry('02:40', {}),
      entry('02:41', { status_code: 500, error: 'endpoint answered HTTP 500' }),
      entry('02:50', { outcome: 'delivered', status_code: 204, error: null }),
      entry('02:51', {}),
    ]);
    expect(rows.map((r) => [r.entry.at.slice(14, 19), r.count, r.lastAt.slice(14, 19), r.entry.target_kind])).toEqual([
      ['02:00', 3, '02:40', 'webhook'],
      ['02:01', 1, '02:01', 'owner_email'],
      ['02:41', 1, '02:41', 'webhook'],
      ['02:50', 1, '02:50', 'webhook'],
      ['02:51', 1, '02:51', 'webhook'],
    ]);
  });

  it('never folds failures of two targets together, nor anything but failed tries', () => {
    const rows = foldTimeline([
      entry('00:00', {}),
      entry('00:01', { target_id: 'whk_b' }),
      entry('00:02', { type: 'dead', outcome: 'dead' }),
      entry('00:03', { type: 'dead', outcome: 'dead' }),
    ]);
    expect(rows.map((r) => r.count)).toEqual([1, 1, 1, 1]);
  });

  it('says what happened in words', () => {
    expect(timelineOutcome(entry('00:00', {}))).toBe('failed: endpoint answered HTTP 503');
    expect(timelineOutcome(entry('00:00', { outcome: 'delivered', status_code: 204, error: null }))).toBe(
      'delivered (HTTP 204, 40 ms)',
    );
    const bounce = { type: 'email', outcome: null, email_event: 'bounced', error: 'Permanent / General' } as const;
    expect(timelineOutcome(entry('00:00', bounce))).toBe('bounced: Permanent / General');
    const replayed = {
      type: 'redelivery',
      outcome: null,
      requested_by: { kind: 'user', id: 'usr_1' },
      replay_id: 'rpl_1',
    } as const;
    expect(timelineOutcome(entry('00:00', replayed))).toBe('sent again by user (bulk replay)');
  });
});
