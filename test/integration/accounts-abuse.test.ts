import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createTestTenant, startTestApp } from '@test/support/app.js';
import { browserClient, cookieToken, memberSession, signInByLink, tokenFromMail } from '@test/support/accounts.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';

/**
 * Accounts under attack, through HTTP on an invitation-only deployment: peeks that use nothing, newer links retiring
 * older ones, throttled failures, no self-made organizations, invitation limits and plain names in mail, the
 * inviter re-check, and the audit trail naming people.
 */
let app: LocalApp;
let call: ReturnType<typeof browserClient>;
let tenantId: string;
let owner: Awaited<ReturnType<typeof memberSession>>;

beforeAll(async () => {
  app = await startTestApp();
  call = browserClient(app);
  tenantId = (await createTestTenant(app)).tenantId;
  owner = await memberSession(app, tenantId, 'owner');
});
afterAll(() => app.stop());

const requestLink = async (email: string) => {
  const before = (await waitForMail(email, 0)).length;
  await call('POST', '/v1/auth/email-links', undefined, { body: { email } });
  return tokenFromMail(email, before + 1);
};
const actions = async (session: string) =>
  (await call('GET', '/v1/audit-log?limit=100', session)).body.data as {
    action: string;
    target: { id: string; email?: string } | null;
    details: Record<string, string>;
  }[];

describe('sign-in links', () => {
  it('peeks without using the link, and a newer link retires the older one', async () => {
    const email = (await memberSession(app, tenantId, 'member')).user.email;
    const first = await requestLink(email);
    const peek = await call('POST', '/v1/auth/email-links/peek', undefined, { body: { token: first } });
    expect(peek.status).toBe(200);
    expect(peek.body).toEqual({ email, expires_at: expect.any(String) });
    const second = await requestLink(email);
    const old = await call('POST', '/v1/auth/email-links/verify', undefined, { body: { token: first } });
    expect(old.status).toBe(400);
    expect(old.body.error.message).toMatch(/newer/);
    const ok = await call('POST', '/v1/auth/email-links/verify', undefined, { body: { token: second } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email);
  });

  it('refuses a person without a membership on an invitation-only deployment, and gives them no organization', async () => {
    const lonely = await memberSession(app, tenantId, 'viewer');
    expect((await call('DELETE', `/v1/members/${lonely.user.id}`, owner.session)).status).toBe(204);
    const res = await call('POST', '/v1/auth/email-links/verify', undefined, {
      body: { token: await requestLink(lonely.user.email) },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('no_organization');
    expect(cookieToken(res.headers)).toBeUndefined();
    expect(await app.deps.stores.memberships.listForUser(lonely.user.id)).toEqual([]);
    const create = await call('POST', '/v1/organizations', owner.session, { body: { name: 'Mine' } });
    expect(create.status).toBe(403);
    expect(create.body.error.code).toBe('sign_up_closed');
  });

  it('throttles a network after 20 failed redemptions with 429 and Retry-After, even for a good token', async () => {
    const throttled = await startTestApp();
    const c = browserClient(throttled);
    const t = await createTestTenant(throttled);
    const person = await memberSession(throttled, t.tenantId, 'member');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await c('POST', '/v1/auth/email-links/peek', undefined, { body: { token: `fk_link_${'A'.repeat(43)}` } }))
          .status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    const before = (await waitForMail(person.user.email, 0)).length;
    await c('POST', '/v1/auth/email-links', undefined, { body: { email: person.user.email } });
    const good = await tokenFromMail(person.user.email, before + 1);
    const refused = await c('POST', '/v1/auth/email-links/verify', undefined, { body: { token: good } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await throttled.stop();
  });
});

describe('invitations', () => {
  it('limits invitation e-mails to 20 per organization per hour, with plain bounded names in the mail', async () => {
    const { tenantId: busy } = await createTestTenant(app);
    const boss = await memberSession(app, busy, 'owner');
    await app.deps.stores.tenants.rename(busy, 'URGENT: verify your bank account at http://evil.example.com/login now');
    const statuses: number[] = [];
    let first = '';
    for (let i = 0; i < 21; i++) {
      const email = uniqueAddress('spam');
      first ||= email;
      const res = await call('POST', '/v1/invitations', boss.session, { body: { email, role: 'viewer' } });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    const [mail] = await waitForMail(first);
    expect(mail!.subject).not.toMatch(/http:\/\/|evil\.example/);
    expect(mail!.body.text).toContain('http[:]//evil[.]example[.]com');
    expect(mail!.body.text).not.toContain('http://evil');
  });

  it('re-checks the inviter at acceptance, and keeps owner invitations with owners', async () => {
    const other = await memberSession(app, tenantId, 'owner');
    const invitee = uniqueAddress('future-owner');
    const sent = await call('POST', '/v1/invitations', other.session, { body: { email: invitee, role: 'owner' } });
    expect(sent.status).toBe(201);
    const token = await tokenFromMail(invitee);
    const admin = await memberSession(app, tenantId, 'admin');
    for (const [method, path] of [
      ['POST', `/v1/invitations/${sent.body.id}/resend`],
      ['DELETE', `/v1/invitations/${sent.body.id}`],
    ] as const)
      expect((await call(method, path, admin.session)).body.error.code).toBe('insufficient_role');
    const peek = await call('POST', '/v1/auth/invitations/peek', undefined, { body: { token } });
    expect(peek.body).toMatchObject({ email: invitee, role: 'owner', organization: { id: tenantId } });
    expect(
      (await call('PATCH', `/v1/members/${other.user.id}`, owner.session, { body: { role: 'viewer' } })).status,
    ).toBe(200);
    const accepted = await call('POST', '/v1/auth/invitations/accept', undefined, { body: { token } });
    expect(accepted.status).toBe(400);
    expect(accepted.body.error.message).toMatch(/can no longer give/);
  });
});

describe('the audit trail', () => {
  it('records sessions, passkeys, roles from and to, removals with their keys, and a key revoked once', async () => {
    const person = await memberSession(app, tenantId, 'admin');
    const key = await call('POST', '/v1/api-keys', person.session, { body: { name: 'theirs', scope: 'read' } });
    expect(key.body).toMatchObject({ created_by_id: person.user.id, created_by_email: person.user.email });
    const again = await call('POST', '/v1/api-keys', owner.session, { body: { name: 'once', scope: 'read' } });
    await call('DELETE', `/v1/api-keys/${again.body.id}`, owner.session);
    expect((await call('DELETE', `/v1/api-keys/${again.body.id}`, owner.session)).status).toBe(204);
    await call('PATCH', `/v1/members/${person.user.id}`, owner.session, { body: { role: 'member' } });
    const removed = await call('DELETE', `/v1/members/${person.user.id}?revoke_api_keys=true`, owner.session);
    expect(removed.status).toBe(204);
    expect((await call('GET', '/v1/forms', undefined, { token: key.body.key })).status).toBe(401);
    const signedIn = await signInByLink(app, owner.user.email);
    await call('POST', '/v1/auth/sign-out', signedIn.session);

    const log = await actions(owner.session);
    expect(log.filter((e) => e.action === 'api_key.revoked' && e.target?.id === again.body.id)).toHaveLength(1);
    expect(log.find((e) => e.action === 'member.role_changed' && e.target?.id === person.user.id)).toMatchObject({
      target: { email: person.user.email },
      details: { from: 'admin', to: 'member' },
    });
    expect(log.find((e) => e.action === 'member.removed' && e.target?.id === person.user.id)).toMatchObject({
      target: { email: person.user.email },
      details: { api_keys_revoked: '1' },
    });
    expect(log.find((e) => e.action === 'session.signed_in')?.details).toEqual({ method: 'link' });
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['session.signed_out', 'api_key.created']));
  });
});

describe('the session cookie over HTTPS', () => {
  it('is __Host-fb_session with Secure, and only that name signs in', async () => {
    const origin = 'https://dashboard.example';
    const secure = await startTestApp({ config: { dashboardOrigin: origin } });
    const t = await createTestTenant(secure);
    const person = await memberSession(secure, t.tenantId, 'member');
    const c = browserClient(secure);
    const before = (await waitForMail(person.user.email, 0)).length;
    await c('POST', '/v1/auth/email-links', undefined, { body: { email: person.user.email }, headers: { origin } });
    const token = await tokenFromMail(person.user.email, before + 1);
    const res = await c('POST', '/v1/auth/email-links/verify', undefined, { body: { token }, headers: { origin } });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-fb_session=fk_sess_/);
    expect(cookie.split('; ')).toEqual(expect.arrayContaining(['Secure', 'Path=/', 'HttpOnly']));
    const session = /=(fk_sess_[\w-]+)/.exec(cookie)![1]!;
    const get = (name: string) => c('GET', '/v1/me', undefined, { headers: { cookie: `${name}=${session}` } });
    expect((await get('__Host-fb_session')).status).toBe(200);
    expect((await get('fb_session')).status).toBe(401);
    await secure.stop();
  });
});
