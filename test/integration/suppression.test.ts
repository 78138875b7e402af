import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { syntheticSesEvent, type SyntheticSesEvent } from '@local/ses-events.js';
import { SuppressionListSchema } from '@shared/domain/schemas/email.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { mailTo, uniqueAddress, waitForMail } from '@test/support/ses-store.js';

let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;
let ownerA: string;

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  call = client(app.baseUrl);
  ownerA = uniqueAddress('owner-a');
  [a, b] = await Promise.all([
    createTestTenant(app, 'free', ownerA),
    createTestTenant(app, 'free', uniqueAddress('owner-b')),
  ]);
});
afterAll(() => app.stop());

/** What SES → EventBridge would deliver, through the local path into the real handler. */
const sesEvent = async (input: SyntheticSesEvent | Record<string, unknown>) => {
  const res = await call('POST', '/_local/ses-events', { body: input });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    action: string;
    created: number;
    existing: number;
    owner_notified: number;
    tenant_scoped?: boolean;
  };
};

const list = async (token: string, query = '') => {
  const res = await call('GET', `/v1/email/suppression${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return SuppressionListSchema.parse(res.body);
};

const emailsOf = (page: { entries: { email: string }[] }) => page.entries.map((e) => e.email);

describe('SES events → suppression entries', () => {
  it('suppresses a permanent bounce for the tenant named by the message tag, once', async () => {
    const email = uniqueAddress('bounced');
    const input = { type: 'bounce', email, tenant_id: a.tenantId, kind: 'autoresponder' } as const;
    expect(await sesEvent(input)).toMatchObject({ action: 'suppress', created: 1, tenant_scoped: true });
    expect(await sesEvent(input)).toMatchObject({ action: 'suppress', created: 0, existing: 1 });

    const entries = (await list(a.readKey)).entries.filter((e) => e.email === email);
    expect(entries).toEqual([
      {
        id: expect.stringMatching(/^sup_[0-9a-z]{26}$/),
        email,
        reason: 'bounce',
        source: 'autoresponder',
        global: false,
        created_at: expect.any(String),
      },
    ]);
    expect(emailsOf(await list(b.readKey))).not.toContain(email);
  });

  it('records complaints, and makes unattributable events global (listed for every tenant, removable by none)', async () => {
    const email = uniqueAddress('complained');
    expect(await sesEvent({ type: 'complaint', email })).toMatchObject({ created: 1, tenant_scoped: false });
    for (const tenant of [a, b]) {
      expect((await list(tenant.readKey)).entries.find((e) => e.email === email)).toMatchObject({
        reason: 'complaint',
        source: 'unknown',
        global: true,
      });
    }
    const id = (await list(a.readKey)).entries.find((e) => e.email === email)!.id;
    const res = await call('DELETE', `/v1/email/suppression/${id}`, { token: a.fullKey });
    expect(res.status).toBe(404);
    expect(emailsOf(await list(a.readKey))).toContain(email);
  });

  it('ignores transient bounces, not-spam feedback and other event types', async () => {
    const email = uniqueAddress('transient');
    expect((await sesEvent({ type: 'bounce', email, tenant_id: a.tenantId, bounce_type: 'Transient' })).action).toBe(
      'ignore',
    );
    expect(
      (await sesEvent({ type: 'complaint', email, tenant_id: a.tenantId, feedback_type: 'not-spam' })).action,
    ).toBe('ignore');
    const delivered = {
      ...syntheticSesEvent({ type: 'bounce', email }),
      'detail-type': 'Email Delivered',
      detail: { eventType: 'Delivery', mail: {} },
    };
    expect((await sesEvent(delivered)).action).toBe('ignore');
    expect(emailsOf(await list(a.readKey))).not.toContain(email);
  });

  it('answers 400 on the local path for a body that is neither shape', async () => {
    const res = await call('POST', '/_local/ses-events', { body: { type: 'bounce' } });
    expect(res.status).toBe(400);
  });
});

describe('GET /v1/email/suppression', () => {
  it('lists newest first across pages with an opaque cursor bound to the tenant', async () => {
    const tenant = await createTestTenant(app);
    const emails = Array.from({ length: 5 }, (_, i) => uniqueAddress(`page${i}`));
    for (const email of emails) await sesEvent({ type: 'bounce', email, tenant_id: tenant.tenantId });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(tenant.readKey, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...emailsOf(page));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    // Global entries other tests created may be interleaved; this tenant's own come newest first.
    expect(seen.filter((e) => emails.includes(e))).toEqual([...emails].reverse());
    expect(new Set(seen).size).toBe(seen.length);

    const firstPage = await list(tenant.readKey, '?limit=1');
    const foreign = await call('GET', `/v1/email/suppression?cursor=${firstPage.next_cursor}`, { token: a.readKey });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatchObject({ code: 'validation_error', field: 'cursor' });
  });

  it.each([['?limit=0'], ['?limit=101'], ['?limit=abc'], ['?cursor=garbage']])('answers 400 for %s', async (query) => {
    const res = await call('GET', `/v1/email/suppression${query}`, { token: a.readKey });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
  });
});

describe('DELETE /v1/email/suppression/{id}', () => {
  it('removes an own entry (mail flows again); other tenants and read keys cannot', async () => {
    const email = uniqueAddress('removable');
    await sesEvent({ type: 'bounce', email, tenant_id: a.tenantId });
    const { id } = (await list(a.readKey)).entries.find((e) => e.email === email)!;

    expect((await call('DELETE', `/v1/email/suppression/${id}`, { token: a.readKey })).status).toBe(403);
    const foreign = await call('DELETE', `/v1/email/suppression/${id}`, { token: b.fullKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({ code: 'not_found', field: 'id' });

    expect((await call('DELETE', `/v1/email/suppression/${id}`, { token: a.fullKey })).status).toBe(204);
    expect(emailsOf(await list(a.readKey))).not.toContain(email);
    expect((await call('DELETE', `/v1/email/suppression/${id}`, { token: a.fullKey })).status).toBe(404);
    expect((await call('DELETE', '/v1/email/suppression/not-an-id', { token: a.fullKey })).body.error).toMatchObject({
      code: 'invalid_id',
      field: 'id',
    });

    // The address can be suppressed again by a later bounce.
    expect(await sesEvent({ type: 'bounce', email, tenant_id: a.tenantId })).toMatchObject({ created: 1 });
  });
});

describe('sending to suppressed addresses', () => {
  let formPath: string;
  beforeAll(async () => {
    const form = await call('POST', '/v1/forms', { token: a.fullKey, body: { name: 'Newsletter' } });
    formPath = `/v1/forms/${form.body.id}/autoresponder`;
    await call('PUT', formPath, {
      token: a.fullKey,
      body: { from_name: 'Acme', subject_tmpl: 'Hi', body_tmpl: 'Thanks' },
    });
  });

  it('skips a tenant-suppressed address (case-insensitively) and sends again after removal', async () => {
    const email = uniqueAddress('skipme');
    await sesEvent({ type: 'bounce', email: email.toUpperCase(), tenant_id: a.tenantId });
    expect((await call('POST', `${formPath}/test`, { token: a.fullKey, body: { to: email } })).body).toEqual({
      sent: false,
      recipient: email,
    });
    expect(await mailTo(email)).toEqual([]);

    const { id } = (await list(a.readKey)).entries.find((e) => e.email === email.toUpperCase())!;
    await call('DELETE', `/v1/email/suppression/${id}`, { token: a.fullKey });
    expect((await call('POST', `${formPath}/test`, { token: a.fullKey, body: { to: email } })).body).toEqual({
      sent: true,
      recipient: email,
    });
    expect(await waitForMail(email)).toHaveLength(1);
  });

  it("skips globally suppressed addresses for every tenant, but not another tenant's entries", async () => {
    const global = uniqueAddress('global');
    await sesEvent({ type: 'complaint', email: global });
    expect((await call('POST', `${formPath}/test`, { token: a.fullKey, body: { to: global } })).body.sent).toBe(false);

    const onlyB = uniqueAddress('only-b');
    await sesEvent({ type: 'bounce', email: onlyB, tenant_id: b.tenantId });
    expect((await call('POST', `${formPath}/test`, { token: a.fullKey, body: { to: onlyB } })).body.sent).toBe(true);
  });
});

describe('telling the owner their notify address is suppressed', () => {
  it('e-mails the tenant owner once when an owner notification bounces', async () => {
    const form = await call('POST', '/v1/forms', { token: a.fullKey, body: { name: 'Support desk' } });
    const notify = uniqueAddress('notify');
    const input = {
      type: 'bounce',
      email: notify,
      tenant_id: a.tenantId,
      kind: 'owner_notification',
      form_id: form.body.id,
    } as const;
    expect(await sesEvent(input)).toMatchObject({ created: 1, owner_notified: 1 });
    expect(await sesEvent(input)).toMatchObject({ created: 0, owner_notified: 0 });

    const notices = await waitForMail(ownerA);
    const about = notices.filter((m) => m.subject.includes(notify));
    expect(about).toHaveLength(1);
    expect(about[0]!.subject).toBe(`Form notifications to ${notify} are paused`);
    expect(about[0]!.body.text).toContain('(form "Support desk")');
    const { id } = (await list(a.readKey)).entries.find((e) => e.email === notify)!;
    expect(about[0]!.body.text).toContain(`DELETE ${app.baseUrl}/v1/email/suppression/${id}`);
  });

  it('does not tell the owner about autoresponder bounces, nor mail a suppressed owner address', async () => {
    const visitor = uniqueAddress('visitor');
    expect(
      await sesEvent({ type: 'bounce', email: visitor, tenant_id: a.tenantId, kind: 'autoresponder' }),
    ).toMatchObject({ owner_notified: 0 });

    const ownerC = uniqueAddress('owner-c');
    const c = await createTestTenant(app, 'free', ownerC);
    expect(
      await sesEvent({ type: 'bounce', email: ownerC, tenant_id: c.tenantId, kind: 'owner_notification' }),
    ).toMatchObject({ owner_notified: 0 });
    expect(await mailTo(ownerC)).toEqual([]);
  });
});
