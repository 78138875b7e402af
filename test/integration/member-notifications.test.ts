import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { browserClient, memberSession } from '@test/support/accounts.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';

/**
 * Notifications on from the start: a form created by a signed-in person notifies that person, and each member can
 * choose to be e-mailed about every new submission to the organization's forms (kept on their membership).
 */
let app: LocalApp;
let call: ReturnType<typeof client>;
let asUser: ReturnType<typeof browserClient>;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ config: { deliverySchedule: [1, 1, 1] } });
  call = client(app.baseUrl);
  asUser = browserClient(app);
  tenant = await createTestTenant(app, 'free', uniqueAddress('owner'));
});
afterAll(async () => {
  await app.stop();
});

async function submit(slug: string, fields: Record<string, unknown>, ip: string) {
  const res = await call('POST', `/f/${slug}`, {
    body: fields,
    headers: { accept: 'application/json', 'x-forwarded-for': ip },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string };
}

describe('notifications on from the start', () => {
  it('a form created by a signed-in person e-mails that person about its next submission', async () => {
    const creator = uniqueAddress('creator');
    const { session } = await memberSession(app, tenant.tenantId, 'member', creator);
    const created = await asUser('POST', '/v1/forms', session, { body: { name: 'Signed-in form' } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.notify_emails).toEqual([creator]);

    await submit(created.body.public_slug, { email: uniqueAddress('visitor'), message: 'first' }, '198.51.100.21');
    const [mail] = await waitForMail(creator);
    expect(mail?.subject).toBe('New submission to Signed-in form');
    expect(mail?.body.text).toContain('first');
  });

  it('a form created with an API key notifies nobody until told', async () => {
    const created = await call('POST', '/v1/forms', { token: tenant.fullKey, body: { name: 'Keyed form' } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.notify_emails).toEqual([]);
  });

  it('a member who opts in is e-mailed about every form; one who did not, is not; opting out stops it', async () => {
    const reader = uniqueAddress('reader');
    const quiet = uniqueAddress('quiet');
    const { session } = await memberSession(app, tenant.tenantId, 'viewer', reader);
    await memberSession(app, tenant.tenantId, 'member', quiet);
    // A form nobody is notified about (created with an API key).
    const form = await call('POST', '/v1/forms', { token: tenant.fullKey, body: { name: 'Team form' } });

    const before = await asUser('GET', '/v1/me', session);
    expect(before.body.notify_submissions).toBe(false);
    const on = await asUser('PATCH', '/v1/me/notifications', session, { body: { notify_submissions: true } });
    expect(on.status, on.text).toBe(200);
    expect(on.body.notify_submissions).toBe(true);
    expect((await asUser('GET', '/v1/me', session)).body.notify_submissions).toBe(true);

    await submit(form.body.public_slug, { message: 'for the team' }, '198.51.100.22');
    const [mail] = await waitForMail(reader);
    expect(mail?.subject).toBe('New submission to Team form');
    expect(mail?.destination.to.map((a) => a.toLowerCase())).toEqual([reader]);
    expect([...mail!.destination.cc, ...mail!.destination.bcc]).not.toContain(quiet);

    const off = await asUser('PATCH', '/v1/me/notifications', session, { body: { notify_submissions: false } });
    expect(off.body.notify_submissions).toBe(false);
    // The next submission is delivered to the form's own (empty) lists only: no e-mail, so the delivery is skipped.
    const second = await submit(form.body.public_slug, { message: 'again' }, '198.51.100.23');
    const secondMail = await waitForMail(reader, 2, 3000);
    expect(secondMail.length, `mail for ${second.id}`).toBe(1);
  });

  it('names the field of a bad preference', async () => {
    const { session } = await memberSession(app, tenant.tenantId, 'viewer');
    const res = await asUser('PATCH', '/v1/me/notifications', session, { body: { notify_submissions: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('notify_submissions');
  });
});
