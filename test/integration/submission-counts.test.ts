import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { COUNTS_SETTLE_MS, createForm, formStateCounts, seed, trueStateCounts } from '@test/support/submissions.js';

/**
 * The per-state counts of a form (`submission_counts`: the inbox tabs) are kept by the table-stream consumer. Whatever
 * owners do at once, through single changes, bulk actions, deletes and erasure, they must end equal to the submissions
 * as stored.
 */
let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  a = await createTestTenant(app, 'pro');
});
afterAll(() => app.stop());

const settled = (formId: string) =>
  expect.poll(() => formStateCounts(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS });

describe('per-state counts', () => {
  it('follow each kind of change exactly', async () => {
    const formId = await createForm(app, a.fullKey);
    const subs = await seed(app, a.tenantId, formId, 6, (i) => ({
      status: i < 2 ? 'spam' : 'received',
      starred: i === 5,
    }));
    await settled(formId).toEqual({ received: 4, unread: 6, verified: 0, spam: 2, archived: 0, trash: 0, starred: 1 });
    const base = `/v1/forms/${formId}/submissions`;
    const [s0, s1, s2, s3, s4, s5] = subs.map((s) => s.id) as [string, string, string, string, string, string];
    await call('PATCH', `${base}/${s2}`, { token: a.fullKey, body: { status: 'verified' } });
    await call('GET', `${base}/${s3}`, { token: a.fullKey });
    await call('POST', `${base}/bulk`, { token: a.fullKey, body: { action: 'archive', ids: [s0, s4] } });
    await call('DELETE', `${base}/${s5}`, { token: a.fullKey });
    await call('DELETE', `${base}/${s1}`, { token: a.fullKey });
    await call('DELETE', `${base}/${s1}`, { token: a.fullKey }); // purged from trash
    // s0 archived, s1 gone, s2 verified, s3 received and read, s4 archived, s5 starred in trash.
    await settled(formId).toEqual({ received: 1, unread: 3, verified: 1, spam: 0, archived: 2, trash: 1, starred: 0 });
  });

  it('stay exact under concurrent status changes, bulk actions, deletes and erasure', async () => {
    const formId = await createForm(app, a.fullKey);
    const subs = await seed(app, a.tenantId, formId, 120, (i) => ({
      status: i % 5 === 0 ? 'spam' : 'received',
      starred: i % 7 === 0,
      submitterEmail: i % 10 === 3 ? 'Erase.Me@example.com' : `visitor${i}@example.com`,
    }));
    const ids = subs.map((s) => s.id);
    const base = `/v1/forms/${formId}/submissions`;
    const statuses = ['received', 'verified', 'spam', 'archived'] as const;
    const bulkActions = ['mark_spam', 'mark_verified', 'mark_received', 'archive', 'delete', 'restore'] as const;
    const pick = (i: number, n: number) => Array.from({ length: n }, (_, k) => ids[(i * 13 + k * 7) % ids.length]!);
    // Every request races others on the same submissions: the same ids are patched, bulk-changed, deleted and read.
    const work = Array.from({ length: 90 }, (_, i) => {
      const id = ids[(i * 11) % ids.length]!;
      const round = Math.floor(i / 6);
      switch (i % 6) {
        case 0:
          return call('PATCH', `${base}/${id}`, { token: a.fullKey, body: { status: statuses[round % 4] } });
        case 1:
          return call('PATCH', `${base}/${id}`, { token: a.fullKey, body: { starred: round % 2 === 0 } });
        case 2:
          return call('POST', `${base}/bulk`, {
            token: a.fullKey,
            body: { action: bulkActions[round % bulkActions.length], ids: pick(i, 25) },
          });
        case 3:
          return call('DELETE', `${base}/${id}`, { token: a.fullKey });
        case 4:
          return call('GET', `${base}/${id}`, { token: a.fullKey });
        default:
          return i === 5 || i === 53
            ? call('POST', `/v1/forms/${formId}/data-requests/erase`, {
                token: a.fullKey,
                body: { submitter_email: 'erase.me@EXAMPLE.com' },
              })
            : call('POST', `${base}/bulk`, { token: a.fullKey, body: { action: 'delete', ids: pick(i, 10) } });
      }
    });
    const answers = await Promise.all(work);
    // A DynamoDB Local starved by the rest of the suite may make a request 503 with Retry-After (the answer to a
    // dependency that is slow to respond); whatever it did or did not change, the counts must still follow.
    const broken = answers.filter((r) => r.status >= 500 && !(r.status === 503 && r.headers.get('retry-after')));
    expect(broken.map((r) => `${r.status} ${r.text}`)).toEqual([]);
    const truth = await trueStateCounts(app, a.tenantId, formId);
    await settled(formId).toEqual(truth);
    // The scene really moved every count (not all zeros, not the seed's).
    expect(truth.received + truth.verified + truth.spam + truth.archived + truth.trash).toBeLessThan(120);
    const moved = [truth.verified, truth.archived, truth.trash, truth.spam, truth.starred].filter((n) => n > 0);
    expect(moved.length, JSON.stringify(truth)).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
