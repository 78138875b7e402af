import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createTestTenant, startTestApp } from '@test/support/app.js';
import { browserClient, memberSession } from '@test/support/accounts.js';

/**
 * The last-owner rule under concurrency: the owner count changes in the same transaction as the role, so owners
 * demoting, removing or leaving at the same instant always leave at least one owner.
 */
let app: LocalApp;
let call: ReturnType<typeof browserClient>;

beforeAll(async () => {
  app = await startTestApp();
  call = browserClient(app);
});
afterAll(() => app.stop());

const ownersOf = async (tenantId: string) =>
  (await app.deps.stores.memberships.listForTenant(tenantId)).filter((m) => m.role === 'owner').length;

/** A fresh organization with two owners. */
async function twoOwners() {
  const { tenantId } = await createTestTenant(app);
  const a = await memberSession(app, tenantId, 'owner');
  const b = await memberSession(app, tenantId, 'owner');
  return { tenantId, a, b };
}

describe('the last owner under concurrency', () => {
  it('20 tries of two owners demoting each other at once always leave one owner', async () => {
    const outcomes: number[][] = [];
    for (let i = 0; i < 20; i++) {
      const { tenantId, a, b } = await twoOwners();
      const [ab, ba] = await Promise.all([
        call('PATCH', `/v1/members/${b.user.id}`, a.session, { body: { role: 'admin' } }),
        call('PATCH', `/v1/members/${a.user.id}`, b.session, { body: { role: 'admin' } }),
      ]);
      outcomes.push([ab.status, ba.status].sort());
      expect(await ownersOf(tenantId)).toBe(1);
    }
    // One demotion wins, the other is refused: by the owner count (409) or, when the winner committed first, by the
    // loser no longer being an owner (403).
    for (const pair of outcomes) {
      expect(pair).toContain(200);
      expect(pair.filter((s) => s === 200)).toHaveLength(1);
    }
  });

  it('two owners removing each other, or both leaving, at once leave one owner', async () => {
    for (let i = 0; i < 5; i++) {
      const removing = await twoOwners();
      await Promise.all([
        call('DELETE', `/v1/members/${removing.b.user.id}`, removing.a.session),
        call('DELETE', `/v1/members/${removing.a.user.id}`, removing.b.session),
      ]);
      expect(await ownersOf(removing.tenantId)).toBe(1);
      const leaving = await twoOwners();
      const [x, y] = await Promise.all([
        call('DELETE', `/v1/members/${leaving.a.user.id}`, leaving.a.session),
        call('DELETE', `/v1/members/${leaving.b.user.id}`, leaving.b.session),
      ]);
      expect([x.status, y.status].sort()).toEqual([204, 409]);
      expect(await ownersOf(leaving.tenantId)).toBe(1);
    }
  });

  it('counts the owners of an organization that had none counted yet, and promotes and demotes by that count', async () => {
    const { tenantId, a, b } = await twoOwners();
    const viewer = await memberSession(app, tenantId, 'viewer');
    expect((await call('PATCH', `/v1/members/${viewer.user.id}`, a.session, { body: { role: 'owner' } })).status).toBe(
      200,
    );
    expect((await call('DELETE', `/v1/members/${b.user.id}`, a.session)).status).toBe(204);
    expect((await call('PATCH', `/v1/members/${viewer.user.id}`, a.session, { body: { role: 'member' } })).status).toBe(
      200,
    );
    const last = await call('PATCH', `/v1/members/${a.user.id}`, a.session, { body: { role: 'admin' } });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toMatch(/last owner/);
    expect(await ownersOf(tenantId)).toBe(1);
  });
});
