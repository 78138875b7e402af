import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { startProviderFakes, type ProviderFakes } from '@local/fakes/server.js';
import { localIntegrationSettings } from '@local/integrations.js';
import { newLocalSecretKey } from '@shared/adapters/crypto/secret-box.js';
import type { Mailer, OutgoingEmail } from '@shared/domain/email/mailer.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliveryHelpers } from '@test/support/delivery.js';
import { eventually, startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * A submission's delivery timeline, through the real queues and stand-ins: a webhook that fails twice then
 * succeeds, a native integration (the Discord fake), an owner notification SES later reports bounced, and a
 * redelivery someone asked for, all from one API call in the order they happened.
 */
let app: LocalApp;
let fakes: ProviderFakes;
let tenant: TestTenant;
let receiver: Receiver;
/** Every e-mail the pipeline sent, with the tags SES would publish its events with. */
const sent: OutgoingEmail[] = [];
const recordingMailer: Mailer = {
  send: async (email) => {
    sent.push(email);
    return { messageId: `m-${randomUUID()}` };
  },
};

beforeAll(async () => {
  fakes = await startProviderFakes();
  const integrations = localIntegrationSettings(fakes.urls, newLocalSecretKey(), {});
  app = await startTestApp({
    config: { deliverySchedule: [1, 1, 1], integrations },
    delivery: { mailer: recordingMailer },
  });
  tenant = await createTestTenant(app);
  receiver = await startReceiver((_req, n) => (n <= 2 ? { status: 500, body: `down ${n}` } : { status: 204 }));
});
afterAll(async () => {
  await receiver?.close();
  await app?.stop();
  await fakes?.stop();
});

describe('the delivery timeline of one submission', () => {
  it('shows every webhook try, the integration, the bounced notification and a redelivery, in order', async () => {
    const h = deliveryHelpers(app, tenant);
    const token = tenant.fullKey;
    const hook = await h.formWithWebhook(receiver);
    const notify = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const patched = await h.call('PATCH', `/v1/forms/${hook.formId}`, { token, body: { notify_emails: [notify] } });
    expect(patched.status, patched.text).toBe(200);
    const integration = await h.call('POST', `/v1/forms/${hook.formId}/integrations`, {
      token,
      body: { type: 'chat_b', label: 'Team chat' },
    });
    expect(integration.status, integration.text).toBe(201);
    if (integration.body.status === 'authorization_required') {
      // Authorized the way a browser would: the provider fake's consent page redirects back.
      const page = await fetch(integration.body.next_action.url, { redirect: 'follow' });
      expect(page.status).toBe(200);
    }
    const integrationId = integration.body.integration.id as string;

    const sid = await h.submit(hook.slug);
    await h.settled(hook.webhookId, 'delivered');
    const notification = await eventually(
      async () => sent.find((e) => e.to.includes(notify)),
      15_000,
      'the owner notification',
    );
    expect(notification.tags).toMatchObject({ submission_id: sid, form_id: hook.formId, kind: 'owner_notification' });
    const bounced = await h.call('POST', '/_local/ses-events', {
      body: { type: 'bounce', email: notification.to[0], tags: notification.tags },
    });
    expect(bounced.status, bounced.text).toBe(200);

    const timeline = async () => {
      const res = await h.call('GET', `/v1/forms/${hook.formId}/submissions/${sid}/deliveries`, { token });
      expect(res.status, res.text).toBe(200);
      return res.body.entries as Record<string, unknown>[];
    };
    const entries = await eventually(
      async () => {
        const all = await timeline();
        const done = all.some((e) => e.target_kind === 'integration' && e.outcome === 'delivered');
        return done && all.some((e) => e.type === 'email') ? all : undefined;
      },
      20_000,
      'the integration delivered and the bounce recorded',
    );

    // Oldest first.
    const times = entries.map((e) => Date.parse(String(e.at)));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    const webhookTries = entries.filter((e) => e.target_kind === 'webhook');
    expect(webhookTries.map((e) => [e.type, e.attempt_no, e.outcome, e.status_code])).toEqual([
      ['attempt', 1, 'failed', 500],
      ['attempt', 2, 'failed', 500],
      ['attempt', 3, 'delivered', 204],
    ]);
    expect(webhookTries.every((e) => e.target_id === hook.webhookId && typeof e.response_ms === 'number')).toBe(true);
    expect(webhookTries[0]!.error).toBe('endpoint answered HTTP 500');
    expect(entries.filter((e) => e.target_kind === 'integration')).toEqual([
      expect.objectContaining({ type: 'attempt', outcome: 'delivered', target_id: integrationId, attempt_no: 1 }),
    ]);
    const mail = entries.filter((e) => e.target_kind === 'owner_email');
    expect(mail.map((e) => [e.type, e.outcome, e.email_event])).toEqual([
      ['attempt', 'delivered', null],
      ['email', null, 'bounced'],
    ]);
    expect(mail[1]).toMatchObject({ error: 'Permanent / General', delivery_id: mail[0]!.delivery_id });
    // No address anywhere in the timeline.
    expect(JSON.stringify(entries)).not.toContain(notify);

    // A redelivery asked for by hand shows who asked, then its try.
    const [delivery] = await h.deliveriesOf(hook.webhookId);
    const again = await h.call('POST', `/v1/webhooks/${hook.webhookId}/deliveries/${delivery!.id}/redeliver`, {
      token,
    });
    expect(again.status, again.text).toBe(202);
    const after = await eventually(
      async () => {
        const all = await timeline();
        return all.filter((e) => e.target_kind === 'webhook' && e.type === 'attempt').length === 4 ? all : undefined;
      },
      15_000,
      'the redelivered try',
    );
    const tail = after.filter((e) => e.target_kind === 'webhook').slice(-2);
    expect(tail).toEqual([
      expect.objectContaining({ type: 'redelivery', requested_by: { kind: 'api_key', id: expect.any(String) } }),
      expect.objectContaining({ type: 'attempt', attempt_no: 4, outcome: 'delivered' }),
    ]);
  }, 90_000);

  it("is another organization's 404, and read keys may read it", async () => {
    const h = deliveryHelpers(app, tenant);
    const other = await createTestTenant(app);
    const form = await h.call('POST', '/v1/forms', { token: tenant.fullKey, body: { name: 'Quiet' } });
    const sid = await h.submit(form.body.public_slug);
    const path = `/v1/forms/${form.body.id}/submissions/${sid}/deliveries`;
    const mine = await h.call('GET', path, { token: tenant.readKey });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body).toEqual({ submission_id: sid, entries: [] });
    expect((await h.call('GET', path, { token: other.fullKey })).status).toBe(404);
  });
});
