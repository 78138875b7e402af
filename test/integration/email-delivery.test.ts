import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import type { SpamJudge } from '@shared/domain/spam.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { mailTo, uniqueAddress, waitForMail, type StoredEmail } from '@test/support/ses-store.js';

/**
 * End to end: a visitor posts to `POST /f/{slug}`; ingest stores the submission and queues the event; the delivery
 * pipeline fans it out and the owner notification and the autoresponder arrive in the SES stand-in.
 */
let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let owner: string;

const INJECTION = 'x\r\nBcc: evil@example.com';
const addresses = {
  to: uniqueAddress('notify-to'),
  cc: uniqueAddress('notify-cc'),
  bcc: uniqueAddress('notify-bcc'),
  sales: uniqueAddress('sales'),
  salesBcc: uniqueAddress('sales-bcc'),
};

/** Stands in for the spam capability's judge: only the honeypot, so spam is predictable here. */
const honeypotJudge: SpamJudge = {
  judge: async (input) =>
    input.reserved._gotcha
      ? { kind: 'spam', score: 1, reasons: ['honeypot'] }
      : { kind: 'accept', score: 0, reasons: [] },
};

interface TestForm {
  id: string;
  slug: string;
}

beforeAll(async () => {
  // One plan with a tiny monthly quota, to lock submissions (this file runs in its own process).
  process.env.PLAN_LIMITS = JSON.stringify({ team: { monthly_submissions: 1 } });
  app = await startTestApp({ config: { deliverySchedule: [1, 1, 1] }, ingest: { spam: honeypotJudge } });
  call = client(app.baseUrl);
  owner = uniqueAddress('owner');
  a = await createTestTenant(app, 'free', owner);
});
afterAll(async () => {
  delete process.env.PLAN_LIMITS;
  await app.stop();
});

async function createForm(token: string, name: string, patch: Record<string, unknown> = {}): Promise<TestForm> {
  const created = await call('POST', '/v1/forms', { token, body: { name } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const updated = await call('PATCH', `/v1/forms/${created.body.id}`, {
    token,
    body: { settings: { rate_limit: { disabled: true } }, ...patch },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return { id: created.body.id, slug: created.body.public_slug };
}

async function putAutoresponder(token: string, formId: string, body: Record<string, unknown> = {}) {
  const res = await call('PUT', `/v1/forms/${formId}/autoresponder`, {
    token,
    body: {
      from_name: 'Acme Support',
      subject_tmpl: 'Thanks {{ fields.name | default: "friend" }}',
      body_tmpl:
        '<p>Hi {{ fields.name }}, we received: {{ fields.message }}</p><p>{{ form_name }} / {{ submission_id }}</p>',
      body_format: 'html',
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function submit(form: TestForm, fields: Record<string, unknown>): Promise<{ id: string; status: string }> {
  const res = await call('POST', `/f/${form.slug}`, { body: fields, headers: { accept: 'application/json' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const only = (mails: StoredEmail[], subjectPart: string) => mails.filter((m) => m.subject.includes(subjectPart));

describe('a submission to a form with notifications and an autoresponder', () => {
  let form: TestForm;
  let submitter: string;
  let submission: { id: string };

  beforeAll(async () => {
    form = await createForm(a.fullKey, 'Contact <us>', {
      notify_emails: [addresses.to],
      notify_cc_emails: [addresses.cc],
      notify_bcc_emails: [addresses.bcc],
      notify_subject: 'New: {{form_name}}',
      notify_routing_aliases: [
        { alias: 'sales', to_emails: [addresses.sales], cc_emails: [], bcc_emails: [addresses.salesBcc] },
      ],
    });
    await putAutoresponder(a.fullKey, form.id);
    submitter = uniqueAddress('visitor');
    submission = await submit(form, {
      name: '<script>alert(1)</script>',
      email: submitter,
      message: INJECTION,
      [INJECTION]: 'value of a field whose name tries header injection',
    });
  });

  it('notifies the owner: to/cc/bcc, subject from notify_subject, Reply-To the submitter, escaped body', async () => {
    const [mail] = await waitForMail(addresses.to);
    expect(mail, 'owner notification').toBeDefined();
    expect(mail!.destination).toEqual({ to: [addresses.to], cc: [addresses.cc], bcc: [addresses.bcc] });
    expect(mail!.subject).toBe('New: Contact <us>');
    expect(mail!.from).toBe('"Contact <us>" <forms@localhost.test>');
    expect(mail!.replyTo).toEqual([submitter]);

    const html = mail!.body.html!;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('x<br>Bcc: evil@example.com');
    expect(html).toContain('Contact &lt;us&gt;');
    expect(html).toContain(`${app.baseUrl}/v1/forms/${form.id}/submissions/${submission.id}`);
    expect(mail!.body.text).toContain('name: <script>alert(1)</script>');
    expect(mail!.body.text).toContain(`message: x\n  Bcc: evil@example.com`);
  });

  it('sends the autoresponder to the submitter with escaped values and a one-line subject', async () => {
    const [mail] = await waitForMail(submitter);
    expect(mail, 'autoresponder').toBeDefined();
    expect(mail!.destination).toEqual({ to: [submitter], cc: [], bcc: [] });
    expect(mail!.from).toBe('"Acme Support" <forms@localhost.test>');
    expect(mail!.replyTo).toEqual([addresses.to]);
    expect(mail!.subject).toBe('Thanks <script>alert(1)</script>');
    expect(mail!.body.html).toContain(
      'Hi &lt;script&gt;alert(1)&lt;/script&gt;, we received: x\r\nBcc: evil@example.com',
    );
    expect(mail!.body.html).toContain(`Contact &lt;us&gt; / ${submission.id}`);
  });

  it('never lets header injection add a recipient', async () => {
    await waitForMail(submitter);
    expect(await mailTo('evil@example.com')).toEqual([]);
  });

  it('routes to the alias named by _to instead of the notify lists', async () => {
    const visitor = uniqueAddress('alias-visitor');
    const { id } = await submit(form, { email: visitor, message: 'for sales', _to: 'sales' });
    // The alias travels on the stored submission (`routingAlias`, attribute `routing_alias`), written by ingest.
    const stored = await app.deps.stores.submissions.get(a.tenantId, form.id, id);
    expect(stored?.routingAlias).toBe('sales');
    const [mail] = await waitForMail(addresses.sales);
    expect(mail, 'alias notification').toBeDefined();
    expect(mail!.destination).toEqual({ to: [addresses.sales], cc: [], bcc: [addresses.salesBcc] });
    expect(mail!.replyTo).toEqual([visitor]);
    await waitForMail(visitor);
    expect(await mailTo(addresses.to)).toHaveLength(1);
  });
});

describe('spam, locked and suppressed submissions', () => {
  it('sends nothing for spam by default; with notify_spam only the owner notification, never the autoresponder', async () => {
    const notify = uniqueAddress('spam-notify');
    const form = await createForm(a.fullKey, 'Spammed', { notify_emails: [notify] });
    await putAutoresponder(a.fullKey, form.id);

    const spammer = uniqueAddress('spammer');
    expect((await submit(form, { email: spammer, message: 'hi', _gotcha: 'bot' })).status).toBe('spam');
    // A later genuine submission is the barrier: once its mail is in, the spam one's would be too.
    const genuine = uniqueAddress('genuine');
    await submit(form, { email: genuine, message: 'hello' });
    await waitForMail(genuine);
    await waitForMail(notify);
    expect(only(await mailTo(notify), '[Spam]')).toEqual([]);
    expect(await mailTo(spammer)).toEqual([]);

    await call('PATCH', `/v1/forms/${form.id}`, {
      token: a.fullKey,
      body: { settings: { email: { notify_spam: true } } },
    });
    const spammer2 = uniqueAddress('spammer2');
    expect((await submit(form, { email: spammer2, message: 'buy', _gotcha: 'bot' })).status).toBe('spam');
    const mails = await waitForMail(notify, 2);
    expect(only(mails, '[Spam] New submission to Spammed')).toHaveLength(1);
    expect(await mailTo(spammer2)).toEqual([]);
  });

  it('never autoresponds to a locked (over quota) submission', async () => {
    const team = await createTestTenant(app, 'team', uniqueAddress('team-owner'));
    const form = await createForm(team.fullKey, 'Quota');
    await putAutoresponder(team.fullKey, form.id);
    const first = uniqueAddress('within-quota');
    const second = uniqueAddress('over-quota');
    await submit(form, { email: first, message: 'one' });
    await submit(form, { email: second, message: 'two' });
    const submissions = await call('GET', `/v1/forms/${form.id}/submissions?status=all`, { token: team.readKey });
    expect(submissions.body.items.map((s: { locked: boolean }) => s.locked).sort()).toEqual([false, true]);
    expect(await waitForMail(first)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 2000));
    expect(await mailTo(second)).toEqual([]);
  });

  it('skips a suppressed submitter (recorded on the delivery) but still notifies the owner', async () => {
    const notify = uniqueAddress('supp-notify');
    const form = await createForm(a.fullKey, 'Suppressed', { notify_emails: [notify] });
    await putAutoresponder(a.fullKey, form.id);
    const bounced = uniqueAddress('bounced');
    const event = await call('POST', '/_local/ses-events', {
      body: { type: 'bounce', email: bounced, tenant_id: a.tenantId, kind: 'autoresponder' },
    });
    expect(event.body).toMatchObject({ created: 1 });

    await submit(form, { email: bounced, message: 'hello' });
    const [notification] = await waitForMail(notify);
    expect(notification?.replyTo).toEqual([bounced]);
    const deliveries = app.deps.stores.deliveries;
    let skipped: { status: string; lastError: string | null } | undefined;
    for (let i = 0; i < 50 && skipped?.status !== 'skipped'; i++) {
      skipped = (await deliveries.list(`autoresponder:${form.id}`, { limit: 5 })).items[0];
      if (skipped?.status !== 'skipped') await new Promise((r) => setTimeout(r, 100));
    }
    expect(skipped).toMatchObject({ status: 'skipped', lastError: 'suppressed' });
    expect(await mailTo(bounced)).toEqual([]);
  });

  it('leaves a suppressed notify address out and tells the owner once', async () => {
    const kept = uniqueAddress('kept');
    const dead = uniqueAddress('dead-notify');
    const form = await createForm(a.fullKey, 'Half dead', { notify_emails: [kept, dead] });
    await call('POST', '/_local/ses-events', { body: { type: 'complaint', email: dead } });

    await submit(form, { message: 'one' });
    await submit(form, { message: 'two' });
    const mails = await waitForMail(kept, 2);
    expect(mails.map((m) => m.destination.to)).toEqual([[kept], [kept]]);
    expect(await mailTo(dead)).toEqual([]);
    const notices = only(await waitForMail(owner), dead);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body.text).toContain('(form "Half dead")');
  });
});
