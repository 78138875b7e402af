import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { mintToken } from '@shared/domain/tokens.js';
import { newId } from '@shared/domain/ids.js';
import { startTestApp } from '@test/support/app.js';
import { browserClient, cookieToken, memberSession, signInByLink, tokenFromMail } from '@test/support/accounts.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';

/**
 * Organizations, members, invitations and the audit log through HTTP, with dashboard sessions in the cookie. The
 * deployment is invitation-only: invited addresses become users by accepting.
 */
let app: LocalApp;
let call: ReturnType<typeof browserClient>;
let owner: { session: string; orgId: string; userId: string; email: string };

beforeAll(async () => {
  app = await startTestApp({ config: { signUp: { mode: 'open' } } });
  call = browserClient(app);
  const email = uniqueAddress('owner');
  const { session, me } = await signInByLink(app, email);
  owner = { session: session!, orgId: me.active_organization.id, userId: me.user.id, email };
});
afterAll(() => app.stop());

const expectError = (res: { status: number; body: unknown }, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ error: { code, message: expect.any(String) } });
};

const invite = async (session: string, email: string, role: string) => {
  const before = (await waitForMail(email, 0)).length;
  const res = await call('POST', '/v1/invitations', session, { body: { email, role } });
  return { res, token: res.status === 201 ? await tokenFromMail(email, before + 1) : undefined };
};
const accept = (token: string) => call('POST', '/v1/auth/invitations/accept', undefined, { body: { token } });

describe('invitations', () => {
  it('invites by e-mail; accepting signs the person in to that organization with the role, once', async () => {
    const email = uniqueAddress('invitee');
    const { res, token } = await invite(owner.session, email, 'member');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, role: 'member', status: 'pending', invited_by: owner.email });
    const [mail] = await waitForMail(email);
    expect(mail!.subject).toMatch(/invited/);
    expect(mail!.body.text).toContain(`${app.baseUrl}/invitations/accept#token=fk_inv_`);

    const accepted = await accept(token!);
    expect(accepted.status).toBe(200);
    expect(accepted.body.active_organization).toMatchObject({ id: owner.orgId, role: 'member' });
    expect(cookieToken(accepted.headers)).toBeDefined();
    const replay = await accept(token!);
    expectError(replay, 400, 'invalid_token');
    expect(replay.body.error.message).toMatch(/already used/);

    const listed = await call('GET', '/v1/invitations', owner.session);
    expect(listed.body.data.find((i: { id: string }) => i.id === res.body.id).status).toBe('accepted');
    const members = await call('GET', '/v1/members', owner.session);
    expect(members.body.data).toEqual(
      expect.arrayContaining([
        { user_id: owner.userId, email: owner.email, role: 'owner', joined_at: expect.any(String) },
        { user_id: accepted.body.user.id, email, role: 'member', joined_at: expect.any(String) },
      ]),
    );
  });

  it('refuses revoked, expired, resent-away and tampered invitation links with a clear 400', async () => {
    const revoked = await invite(owner.session, uniqueAddress('rev'), 'viewer');
    expect((await call('DELETE', `/v1/invitations/${revoked.res.body.id}`, owner.session)).status).toBe(204);
    expect((await accept(revoked.token!)).body.error.message).toMatch(/revoked/);

    const resent = await invite(owner.session, uniqueAddress('again'), 'viewer');
    const again = await call('POST', `/v1/invitations/${resent.res.body.id}/resend`, owner.session);
    expect(again.status).toBe(200);
    const newToken = await tokenFromMail(resent.res.body.email, 2);
    expectError(await accept(resent.token!), 400, 'invalid_token');
    expect((await accept(newToken)).status).toBe(200);

    const stale = mintToken('invitation');
    await app.deps.stores.invitations.create(
      {
        id: newId('invitation'),
        tenantId: owner.orgId,
        email: uniqueAddress('late'),
        role: 'viewer',
        invitedBy: null,
        invitedById: null,
        createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString(),
        expiresAt: new Date(Date.now() - 86_400_000).toISOString(),
        acceptedAt: null,
        revokedAt: null,
      },
      stale.hash,
    );
    expect((await accept(stale.token)).body.error.message).toMatch(/expired/);
    const tampered = newToken.slice(0, -2) + 'zz';
    expectError(await accept(tampered), 400, 'invalid_token');
  });

  it('lets only an owner invite an owner, and answers 404 for another organization’s invitation', async () => {
    const admin = await memberSession(app, owner.orgId, 'admin');
    expectError((await invite(admin.session, uniqueAddress('o'), 'owner')).res, 403, 'insufficient_role');
    const ours = await invite(owner.session, uniqueAddress('ours'), 'member');
    const other = await signInByLink(app, uniqueAddress('other-owner'));
    for (const [method, path] of [
      ['DELETE', `/v1/invitations/${ours.res.body.id}`],
      ['POST', `/v1/invitations/${ours.res.body.id}/resend`],
      ['PATCH', `/v1/members/${owner.userId}`],
      ['DELETE', `/v1/members/${owner.userId}`],
    ] as const) {
      const res = await call(method, path, other.session, {
        body: method === 'PATCH' ? { role: 'viewer' } : undefined,
      });
      expectError(res, 404, 'not_found');
    }
  });
});

describe('members and roles', () => {
  it('applies role changes and removals at once; the removed member’s sessions stop working', async () => {
    const viewer = await memberSession(app, owner.orgId, 'viewer');
    const body = { name: 'Made by a member' };
    expectError(await call('POST', '/v1/forms', viewer.session, { body }), 403, 'insufficient_scope');
    const promoted = await call('PATCH', `/v1/members/${viewer.user.id}`, owner.session, { body: { role: 'member' } });
    expect(promoted.body).toMatchObject({ user_id: viewer.user.id, role: 'member' });
    expect((await call('POST', '/v1/forms', viewer.session, { body })).status).toBe(201);
    expectError(await call('GET', '/v1/api-keys', viewer.session), 403, 'insufficient_role');

    expect((await call('DELETE', `/v1/members/${viewer.user.id}`, owner.session)).status).toBe(204);
    expectError(await call('GET', '/v1/me', viewer.session), 401, 'unauthorized');
    expectError(await call('GET', '/v1/forms', viewer.session), 401, 'unauthorized');
  });

  it('keeps ownership with owners and never removes the last one', async () => {
    const admin = await memberSession(app, owner.orgId, 'admin');
    expectError(
      await call('PATCH', `/v1/members/${owner.userId}`, admin.session, { body: { role: 'member' } }),
      403,
      'insufficient_role',
    );
    expectError(await call('DELETE', `/v1/members/${owner.userId}`, admin.session), 403, 'insufficient_role');
    expectError(
      await call('PATCH', `/v1/members/${admin.user.id}`, admin.session, { body: { role: 'owner' } }),
      403,
      'insufficient_role',
    );
    expectError(
      await call('PATCH', `/v1/members/${owner.userId}`, owner.session, { body: { role: 'admin' } }),
      409,
      'conflict',
    );
    expectError(await call('DELETE', `/v1/members/${owner.userId}`, owner.session), 409, 'conflict');
    const member = await memberSession(app, owner.orgId, 'member');
    expectError(await call('DELETE', `/v1/members/${admin.user.id}`, member.session), 403, 'insufficient_role');
    // Anyone may leave.
    expect((await call('DELETE', `/v1/members/${member.user.id}`, member.session)).status).toBe(204);
  });
});

describe('organizations', () => {
  it('shows the plan and limits, renames for admins, creates new ones owned by the caller, and switches', async () => {
    const org = await call('GET', '/v1/organization', owner.session);
    expect(org.body).toEqual({
      id: owner.orgId,
      name: expect.any(String),
      plan: 'free',
      limits: { submissions_per_month: 250, retention_days: 30 },
      created_at: expect.any(String),
    });
    const member = await memberSession(app, owner.orgId, 'member');
    expectError(
      await call('PATCH', '/v1/organization', member.session, { body: { name: 'X' } }),
      403,
      'insufficient_role',
    );
    expect((await call('PATCH', '/v1/organization', owner.session, { body: { name: 'Agency' } })).body.name).toBe(
      'Agency',
    );

    const created = await call('POST', '/v1/organizations', owner.session, { body: { name: 'Client A' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Client A', role: 'owner' });
    expect((await call('GET', '/v1/me', owner.session)).body.active_organization.id).toBe(owner.orgId);
    const switched = await call('POST', '/v1/me/active-organization', owner.session, {
      body: { organization_id: created.body.id },
    });
    expect(switched.body.active_organization).toEqual({ id: created.body.id, name: 'Client A', role: 'owner' });
    expect(switched.body.organizations.map((o: { name: string }) => o.name)).toEqual(['Agency', 'Client A']);
    expect((await call('GET', '/v1/forms', owner.session)).body.items ?? []).toEqual([]);
    const foreign = await signInByLink(app, uniqueAddress('stranger'));
    const refused = await call('POST', '/v1/me/active-organization', foreign.session, {
      body: { organization_id: owner.orgId },
    });
    expectError(refused, 404, 'not_found');
    await call('POST', '/v1/me/active-organization', owner.session, { body: { organization_id: owner.orgId } });
  });
});

describe('audit log', () => {
  it('records who did what from which network, newest first, paginated; owners and admins only', async () => {
    const key = await call('POST', '/v1/api-keys', owner.session, { body: { name: 'CI', scope: 'read' } });
    expect((await call('DELETE', `/v1/api-keys/${key.body.id}`, owner.session)).status).toBe(204);
    const form = await call('POST', '/v1/forms', owner.session, { body: { name: 'Doomed' } });
    expect((await call('DELETE', `/v1/forms/${form.body.id}`, owner.session)).status).toBe(204);

    const page = await call('GET', '/v1/audit-log?limit=3', owner.session);
    expect(page.status).toBe(200);
    expect(page.body.data.map((e: { action: string }) => e.action)).toEqual([
      'form.deleted',
      'api_key.revoked',
      'api_key.created',
    ]);
    expect(page.body.data[0]).toEqual({
      id: expect.stringMatching(/^aud_/),
      action: 'form.deleted',
      actor: { type: 'user', id: owner.userId, email: owner.email },
      target: { type: 'form', id: form.body.id },
      details: {},
      ip_prefix: '127.0.0.0/24',
      created_at: expect.any(String),
    });
    const actions: string[] = [];
    let cursor: string | null = page.body.next_cursor;
    while (cursor) {
      const next = await call('GET', `/v1/audit-log?limit=50&cursor=${cursor}`, owner.session);
      actions.push(...next.body.data.map((e: { action: string }) => e.action));
      cursor = next.body.next_cursor;
    }
    expect(actions).toEqual(
      expect.arrayContaining([
        'session.signed_in',
        'invitation.created',
        'invitation.accepted',
        'invitation.revoked',
        'invitation.resent',
        'member.added',
        'member.role_changed',
        'member.removed',
        'organization.updated',
      ]),
    );
    // A script's key is the actor of what it does.
    const full = await call('POST', '/v1/api-keys', owner.session, { body: { name: 'deploy', scope: 'full' } });
    const scripted = await call('POST', '/v1/forms', undefined, { token: full.body.key, body: { name: 'Temp' } });
    await call('DELETE', `/v1/forms/${scripted.body.id}`, undefined, { token: full.body.key });
    const latest = (await call('GET', '/v1/audit-log?limit=1', owner.session)).body.data[0];
    expect(latest).toMatchObject({ action: 'form.deleted', actor: { type: 'api_key', id: full.body.id } });
    expect(latest.actor.email).toBeUndefined();
    const keys = (await call('GET', '/v1/api-keys', owner.session)).body.keys;
    expect(keys.find((k: { id: string }) => k.id === full.body.id).last_used_at).toEqual(expect.any(String));
    const member = await memberSession(app, owner.orgId, 'member');
    expectError(await call('GET', '/v1/audit-log', member.session), 403, 'insufficient_role');
    expectError(await call('GET', '/v1/audit-log?cursor=bogus', owner.session), 400, 'validation_error');
  });
});
