import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSession } from '@test/support/accounts.js';
import { createTestTenant, type TestTenant } from '@test/support/app.js';
import { startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import { expectAccessible, startDashboardWorld, watchPage, type DashboardWorld } from '@test/support/dashboard.js';
import { deliveryHelpers } from '@test/support/delivery.js';
import { uniqueAddress } from '@test/support/ses-store.js';
import { eventually, startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * Deliveries as the owner sees them, in headless Chromium against the local service with its queues running: one
 * submission whose webhook "CRM" failed twice before it delivered, whose webhook "Backup" gave up on an endpoint
 * that was down (as it did for two more submissions), and whose owner notification bounced. The submission shows all
 * of it as one timeline; the form warns about what is not reaching the owner; the delivery log folds the three
 * identical failures; resuming the paused webhook offers to replay what failed.
 */
let world: DashboardWorld;
let tenant: TestTenant;
let harness: BrowserSite;
let browser: Browser;
let page: Page;
let problems: string[];
let crm: Receiver;
let backup: Receiver;
let formId: string;
let submissionId: string;
let newestId: string;
let backupId: string;
const owner = uniqueAddress('owner');

beforeAll(async () => {
  world = await startDashboardWorld({ deliverySchedule: [1, 1] });
  tenant = await createTestTenant(world.app);
  const { session } = await memberSession(world.app, tenant.tenantId, 'owner', owner);
  crm = await startReceiver((_req, n) => (n <= 2 ? { status: 503, body: 'busy' } : { status: 204 }));
  backup = await startReceiver(() => ({ status: 503, body: 'down for maintenance' }));

  const h = deliveryHelpers(world.app, tenant);
  const token = tenant.fullKey;
  const hook = await h.formWithWebhook(crm, { description: 'CRM' });
  formId = hook.formId;
  const patched = await h.call('PATCH', `/v1/forms/${formId}`, { token, body: { notify_emails: [owner] } });
  expect(patched.status, patched.text).toBe(200);
  backupId = (await h.addWebhook(formId, backup, { description: 'Backup' })).webhookId;
  submissionId = await h.submit(hook.slug);
  await h.settled(hook.webhookId, 'delivered');
  await h.settled(backupId, 'dead');
  // Two more while Backup is still down (CRM answers by now).
  await h.submit(hook.slug, { name: 'Second', message: 'two' });
  newestId = await h.submit(hook.slug, { name: 'Third', message: 'three' });
  await h.settled(backupId, 'dead', 3);

  // SES reports the owner notification bounced (the message carried these tags).
  const timeline = async () =>
    (await h.call('GET', `/v1/forms/${formId}/submissions/${submissionId}/deliveries`, { token })).body.entries as {
      target_kind: string;
      type: string;
      delivery_id: string;
    }[];
  const mail = await eventually(
    async () => (await timeline()).find((e) => e.target_kind === 'owner_email' && e.type === 'attempt'),
    15_000,
    'the owner notification sent',
  );
  const tags = {
    tenant_id: tenant.tenantId,
    form_id: formId,
    kind: 'owner_notification',
    submission_id: submissionId,
    delivery_id: mail.delivery_id,
  };
  const bounced = await h.call('POST', '/_local/ses-events', { body: { type: 'bounce', email: owner, tags } });
  expect(bounced.status, bounced.text).toBe(200);

  harness = await startBrowserSite();
  browser = harness.browser;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const url = new URL(world.app.baseUrl);
  await context.addCookies([{ name: 'fb_session', value: session, domain: url.hostname, path: '/' }]);
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  problems = watchPage(page);
  // The browser's first load of the app (its scripts, cold on a busy machine) happens here, not in the first step.
  await page.goto(`${world.app.baseUrl}/forms/${formId}/inbox`);
  await page.getByRole('navigation', { name: 'Form' }).waitFor({ timeout: 60_000 });
}, 180_000);
afterAll(async () => {
  await crm?.close();
  await backup?.close();
  await harness?.close();
  await world?.stop();
});

describe('deliveries in the dashboard', () => {
  it("shows the submission's timeline: names, identical failures folded, the bounce", async () => {
    await page.goto(`${world.app.baseUrl}/forms/${formId}/inbox?submission=${submissionId}`);
    const timeline = page.getByRole('region', { name: 'Submission detail' }).getByRole('list', {
      name: 'Delivery timeline',
    });
    await timeline.getByText(/bounced/).waitFor();
    const rows = (await timeline.getByRole('listitem').allTextContents()).map((r) => r.replace(/\s+/g, ' ').trim());
    const of = (target: string) => rows.filter((r) => r.includes(target));
    expect(of('Webhook CRM')).toEqual([
      expect.stringMatching(/Webhook CRM 2 × failed: endpoint answered HTTP 503 .+ – .+/),
      expect.stringMatching(/Webhook CRM delivered \(HTTP 204, \d+ ms\)/),
    ]);
    expect(of('Webhook Backup')).toEqual([
      expect.stringMatching(/Webhook Backup 3 × failed: endpoint answered HTTP 503/),
      expect.stringMatching(/Webhook Backup gave up/),
    ]);
    expect(of('Owner notification')).toEqual([
      expect.stringMatching(/Owner notification delivered/),
      expect.stringMatching(/Owner notification bounced: Permanent \/ General/),
    ]);
    // No address on the timeline.
    expect(rows.join('\n')).not.toContain(owner);
    await expectAccessible(page, 'submission timeline');
  });

  it('warns on every page of the form about the dead webhook and the suppressed notification address', async () => {
    const banner = page.getByRole('region', { name: 'Delivery problems' });
    await banner.getByText('Webhook Backup has deliveries that failed for good.').waitFor();
    await banner.getByText(`Notifications to ${owner} are not sent: the address bounced.`).waitFor();
    await page.getByRole('navigation', { name: 'Form' }).getByRole('link', { name: 'Webhooks', exact: true }).click();
    await banner.getByText('Webhook Backup has deliveries that failed for good.').waitFor();
  });

  it("folds the dead webhook's identical failures in its delivery log", async () => {
    const card = page.getByRole('article', { name: 'Webhook Backup' });
    await card.getByRole('link', { name: 'Delivery log' }).click();
    const run = page.locator('summary').filter({ hasText: /^3 × dead HTTP 503 between .+ and .+$/ });
    await run.click();
    expect(await run.locator('xpath=..').locator('details summary').count()).toBe(3);
    await page.getByRole('navigation', { name: 'Form' }).getByRole('link', { name: 'Webhooks', exact: true }).click();
  });

  it('offers to replay what failed when the paused webhook is resumed, and shows the count', async () => {
    const card = page.getByRole('article', { name: 'Webhook Backup' });
    await card.getByRole('button', { name: 'Disable' }).click();
    await card.getByText('disabled', { exact: true }).waitFor();
    // Paused, the replay form is gone (a disabled endpoint cannot replay).
    expect(await card.getByRole('button', { name: 'Replay failed deliveries' }).count()).toBe(0);
    backup.respondWith(() => ({ status: 204 }));
    const tried = backup.requests.length;
    const originalIds = new Set(backup.requests.map((r) => r.headers['webhook-id']));
    expect(originalIds.size).toBe(3);

    await card.getByRole('button', { name: 'Enable' }).click();
    const offer = card.getByRole('region', { name: 'Replay what failed while it was down' });
    await offer.getByRole('button', { name: 'Replay what failed' }).click();
    await offer.getByText('Replay done: 3 deliveries sent again of 3 found.').waitFor();
    await expectAccessible(page, 'webhooks (replay offered)');
    await backup.waitFor(tried + 3, 15_000);
    expect(new Set(backup.requests.slice(tried).map((r) => r.headers['webhook-id']))).toEqual(originalIds);

    // Nothing is left to replay: the same range again finds nothing.
    const form = card.getByRole('form', { name: 'Replay failed deliveries of Backup' });
    await form.getByRole('button', { name: 'Replay failed deliveries' }).click();
    await form.getByText('Replay done: 0 deliveries sent again of 0 found.').waitFor();
  });

  it("sends a test built from the form's newest submission and shows the endpoint's answer", async () => {
    crm.respondWith(() => ({ status: 202, headers: { 'x-trace': 'abc' }, body: 'accepted, thanks' }));
    const card = page.getByRole('article', { name: 'Webhook CRM' });
    const seen = crm.requests.length;
    await card.getByRole('button', { name: 'Send a test event' }).click();
    await card
      .getByText(`Sent the newest submission (${newestId}) as a test event. The endpoint answered HTTP 202 in`)
      .waitFor();
    await card.getByText('Response', { exact: true }).click();
    expect(await card.getByLabel('Response headers').textContent()).toContain('x-trace: abc');
    expect(await card.getByLabel('Response body').textContent()).toBe('accepted, thanks');
    const sent = JSON.parse(crm.requests[seen]!.body) as { test: boolean; data: { submission: { id: string } } };
    expect(sent).toMatchObject({ test: true, data: { submission: { id: newestId } } });
    expect(problems).toEqual([]);
  });

  it("folds an integration delivery's long payload and the provider's long answer behind keyboard-reachable Show all", async () => {
    const token = tenant.fullKey;
    const h = deliveryHelpers(world.app, tenant);
    const form = await h.call('POST', '/v1/forms', { token, body: { name: 'Forwarded' } });
    expect(form.status, form.text).toBe(201);
    // Scoring off: a 4,000-character message looks like spam, and spam is never forwarded.
    const off = await h.call('PATCH', `/v1/forms/${form.body.id}`, {
      token,
      body: { settings: { spam: { enabled: false }, rate_limit: { disabled: true } } },
    });
    expect(off.status, off.text).toBe(200);
    const created = await h.call('POST', `/v1/forms/${form.body.id}/integrations`, {
      token,
      body: { type: 'forward_a', label: 'Formspree copy', config: { endpoint_id: 'xqkvlong' } },
    });
    expect(created.status, created.text).toBe(201);
    const integrationId = created.body.integration.id as string;
    // The provider's fake answers this one delivery with a long body (kept as a 1,024-byte excerpt).
    world.fakes.fault({
      provider: 'formspree',
      pathIncludes: '/f/xqkvlong',
      status: 200,
      body: { ok: true, detail: 'D'.repeat(2_000) },
    });
    const message = `${'Long message '.repeat(300)}end`;
    await h.submit(form.body.public_slug, { email: 'long.payload@example.com', message });
    await eventually(
      async () => {
        const list = await h.call('GET', `/v1/integrations/${integrationId}/deliveries`, { token });
        return list.body.deliveries?.[0]?.status === 'delivered' ? true : undefined;
      },
      30_000,
      'the forwarded delivery',
    );
    expect(world.fakes.requests('formspree').at(-1)!.body).toMatchObject({ message });

    await page.goto(`${world.app.baseUrl}/forms/${form.body.id}/integrations/${integrationId}`);
    const delivery = page.locator('details.card').first();
    await delivery.locator('summary').click();
    const answer = delivery.locator('td[data-label="Response or error"]');
    const payload = delivery.locator('pre');
    await payload.waitFor();
    // Folded: the answer's first 600 characters, the payload's first 3,000, each with its length said.
    const showAnswer = answer.getByRole('button', { name: /^Show all \(1,0\d\d characters\)$/ });
    const showPayload = delivery.getByRole('button', { name: /^Show all \([\d,]+ characters\)$/ }).last();
    expect(await showAnswer.getAttribute('aria-expanded')).toBe('false');
    expect(await showPayload.getAttribute('aria-expanded')).toBe('false');
    expect(await payload.textContent()).not.toContain('end"');
    expect((await answer.textContent())!.length).toBeLessThan(700);
    await expectAccessible(page, 'integration log, folded');
    // The keyboard unfolds each in place.
    await showPayload.focus();
    await page.keyboard.press('Enter');
    expect(await payload.textContent()).toContain(`${'Long message '.repeat(3)}`);
    expect(await payload.textContent()).toContain('end"');
    expect(await delivery.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    await showAnswer.focus();
    await page.keyboard.press('Enter');
    expect((await answer.textContent())!.match(/D/g)!.length).toBeGreaterThan(900);
    expect(problems).toEqual([]);
  });
});
